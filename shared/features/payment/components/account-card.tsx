import type { SubChannel } from '@contract/payment';
import { paymentText } from '@features/payment/strings';
import { CopyRow } from './copy-row';
import './payment.css';

type AccountCardProps = { account: SubChannel; selected?: boolean; onSelect?: () => void };

/** The agent's account to transfer into: bank, number and name, the number with a copy button. */
export const AccountCard = ({ account, selected, onSelect }: AccountCardProps) => (
  <div
    className={`payment-card payment-account${selected ? ' payment-card--selected' : ''}`}
    role={onSelect ? 'radio' : undefined}
    aria-checked={onSelect ? Boolean(selected) : undefined}
    tabIndex={onSelect ? 0 : undefined}
    onClick={onSelect}
    onKeyDown={(event) => {
      if (onSelect && (event.key === 'Enter' || event.key === ' ')) onSelect();
    }}
  >
    <CopyRow label={paymentText.bank} value={account.bank_name} />
    <CopyRow
      label={paymentText.accountNumber}
      value={account.account_number}
      copyText={account.account_number}
    />
    <CopyRow label={paymentText.accountName} value={account.account_name} />
  </div>
);
