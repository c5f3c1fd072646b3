import { Dialog } from 'antd-mobile';
import { formatBaht } from '@lib/format';
import { paymentText } from '@features/payment/strings';

type WithdrawConfirmProps = {
  /** The amount asked for; null keeps the dialog closed. */
  amount: number | null;
  account: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last look before money is held: the amount and where it goes, since the wallet is debited at once. */
export const WithdrawConfirm = ({ amount, account, onConfirm, onCancel }: WithdrawConfirmProps) => (
  <Dialog
    visible={amount !== null}
    title={paymentText.withdrawConfirmTitle}
    content={
      <div data-testid="withdraw-confirm">
        {paymentText.withdrawConfirmBody(formatBaht(amount ?? 0), account)}
      </div>
    }
    onClose={onCancel}
    closeOnMaskClick
    actions={[
      [
        { key: 'cancel', text: paymentText.withdrawConfirmCancel, onClick: onCancel },
        { key: 'ok', text: paymentText.withdrawConfirmOk, bold: true, onClick: onConfirm },
      ],
    ]}
  />
);
