import { Button, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useDepositSlipQuery } from '../api/get-slip';
import { depositStrings as s } from '../strings';

/** The slip a member attached to this order: opened from its row, the image beside the order's details. */
export const SlipButton = ({ orderRef }: { orderRef: string }) => {
  const [open, setOpen] = useState(false);
  const slip = useDepositSlipQuery(open ? orderRef : null);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {s.viewSlip}
      </Button>
      <Modal open={open} title={s.slipTitle(orderRef)} footer={null} onCancel={() => setOpen(false)}>
        {slip.isPending && open ? <Spin /> : null}
        {slip.data ? (
          <img
            src={`data:${slip.data.mime};base64,${slip.data.data_base64}`}
            alt={s.slipAlt}
            style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
          />
        ) : slip.isSuccess ? (
          <Empty description={s.noSlip} />
        ) : null}
      </Modal>
    </>
  );
};
