import { Empty, Modal, Spin } from 'antd';
import { useSlipQuery } from '../api/get-slip';
import { transferStrings as s } from '../strings';

type SlipModalProps = { orderRef: string | null; onClose: () => void };

/** The slip a member attached to an order, beside the line staff are matching. */
export const SlipModal = ({ orderRef, onClose }: SlipModalProps) => {
  const slip = useSlipQuery(orderRef);
  return (
    <Modal
      open={orderRef !== null}
      title={orderRef ? s.slipTitle(orderRef) : ''}
      footer={null}
      onCancel={onClose}
    >
      {slip.isPending ? <Spin /> : null}
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
  );
};
