import { paymentText } from '@features/payment/strings';
import './payment.css';

/** The deposit notice: what the member must do for the money to be matched. */
export const DepositNotice = ({ lines }: { lines: string[] }) =>
  lines.length === 0 ? null : (
    <aside className="payment-notice" aria-label={paymentText.noticeTitle}>
      <div className="payment-notice__title">{paymentText.noticeTitle}</div>
      <ol>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </aside>
  );
