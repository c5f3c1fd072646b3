import { Input } from 'antd-mobile';
import { formatNumber } from '@lib/format';
import { paymentText } from '@features/payment/strings';
import './payment.css';

type AmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  quickAmounts?: number[];
  error?: string | null;
  hint?: string;
};

/** The amount input with quick picks (SPEC: 100, 300, 500, 1000, 5000). */
export const AmountField = ({ value, onChange, quickAmounts = [], error, hint }: AmountFieldProps) => (
  <div className="payment-amount">
    <label className="payment-label" htmlFor="payment-amount">
      {paymentText.amount}
    </label>
    <Input
      id="payment-amount"
      className="payment-amount__input"
      inputMode="decimal"
      placeholder={paymentText.amountPlaceholder}
      value={value}
      onChange={onChange}
      clearable
    />
    {quickAmounts.length > 0 && (
      <div className="payment-amount__quick">
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className={`payment-chip${value === String(amount) ? ' payment-chip--active' : ''}`}
            onClick={() => onChange(String(amount))}
          >
            {formatNumber(amount)}
          </button>
        ))}
      </div>
    )}
    {hint && !error && <div className="payment-hint">{hint}</div>}
    {error && (
      <div className="payment-error" role="alert">
        {error}
      </div>
    )}
  </div>
);
