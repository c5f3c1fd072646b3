import type { ReactNode } from 'react';
import { useCopy } from '@features/payment/hooks/use-copy';
import { paymentText } from '@features/payment/strings';
import './payment.css';

type CopyRowProps = { label: string; value: ReactNode; copyText?: string };

/** One line of account details with a copy button (account number, exact amount, reference). */
export const CopyRow = ({ label, value, copyText }: CopyRowProps) => {
  const copy = useCopy();
  return (
    <div className="payment-copy-row">
      <span className="payment-copy-row__label">{label}</span>
      <span className="payment-copy-row__value">{value}</span>
      {copyText !== undefined && (
        <button type="button" className="payment-copy-row__button" onClick={() => void copy(copyText)}>
          {paymentText.copy}
        </button>
      )}
    </div>
  );
};
