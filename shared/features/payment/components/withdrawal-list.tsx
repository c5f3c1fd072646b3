import type { Withdrawal } from '@contract/payment';
import { formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { MoneyText } from '@ui/money-text';
import { paymentText } from '@features/payment/strings';
import './payment.css';

/** Withdrawals with their status, the destination masked as the server sends it. */
export const WithdrawalList = ({ title, items }: { title: string; items: Withdrawal[] }) => (
  <section className="payment-list" aria-label={title}>
    <div className="payment-label">{title}</div>
    {items.length === 0 ? (
      <EmptyState title={paymentText.noWithdrawals} />
    ) : (
      items.map((item) => (
        <div key={item.id} className="payment-card payment-list__item">
          <div>
            <MoneyText value={item.amount} unit />
            <span className={`payment-status payment-status--${item.status}`}>
              {item.paid_at ? paymentText.withdrawPaid : paymentText.withdrawStatus[item.status]}
            </span>
          </div>
          <small>
            {item.bank_name} {item.bank_account} · {formatThaiDateTime(item.created_at)}
            {/* The server sends a reason only with a refusal: what staff wrote for the member. */}
            {item.status === 'refused' && item.reason ? ` · ${item.reason}` : ''}
          </small>
          {item.paid_at ? (
            <small className="payment-list__paid">
              {paymentText.withdrawPaidAt(formatThaiDateTime(item.paid_at))}
            </small>
          ) : null}
        </div>
      ))
    )}
  </section>
);
