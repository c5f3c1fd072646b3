import { Button } from 'antd';
import { useState } from 'react';
import { transferStrings as s } from '../strings';
import { SlipModal } from './slip-modal';

/** Opens the slip the member attached to the order a transfer paid, from the transfer's row or card. */
export const SlipLink = ({ orderRef }: { orderRef: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {s.viewSlip}
      </Button>
      <SlipModal orderRef={open ? orderRef : null} onClose={() => setOpen(false)} />
    </>
  );
};
