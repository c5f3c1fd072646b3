import type { DepositOrder } from '@contract/payment';
import { formatBaht } from '@lib/format';
import { MoneyText } from '@ui/money-text';
import { formatClock, useSecondsLeft } from '@features/payment/hooks/use-seconds-left';
import { paymentText } from '@features/payment/strings';
import { AccountCard } from './account-card';
import { CopyRow } from './copy-row';
import './payment.css';

/** An open order: the QR to scan, or the account and exact amount to transfer, and the time left. */
export const OrderDetails = ({ order }: { order: DepositOrder }) => {
  const secondsLeft = useSecondsLeft(order.expires_at);
  return (
    <div className="payment-order">
      <div className="payment-order__amount">
        <MoneyText value={order.pay_amount} unit />
      </div>
      {order.qr_image ? (
        <figure className="payment-qr">
          <img src={order.qr_image} alt={paymentText.scanToPay} width={260} height={260} />
          <figcaption>{paymentText.scanToPay}</figcaption>
          <a href={order.qr_image} download={`${order.order_id}.png`} className="payment-qr__save">
            {paymentText.saveQr}
          </a>
        </figure>
      ) : (
        <>
          {order.account && <AccountCard account={order.account} />}
          <div className="payment-card">
            <CopyRow
              label={paymentText.payExactly}
              value={formatBaht(order.pay_amount)}
              copyText={order.pay_amount.toFixed(2)}
            />
          </div>
        </>
      )}
      <div className="payment-card">
        <CopyRow label={paymentText.reference} value={order.order_id} copyText={order.order_id} />
      </div>
      <div className="payment-countdown" aria-live="polite">
        {paymentText.timeLeft} <strong>{formatClock(secondsLeft)}</strong>
      </div>
    </div>
  );
};
