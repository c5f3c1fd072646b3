import type { Wallet } from '@contract/wallet';
import { MoneyText } from '@ui/money-text';
import { walletText } from '@features/wallet/strings';
import './wallet.css';

type WalletCardProps = {
  wallet: Wallet;
  selected?: boolean;
  /** Makes the card a button (choosing the wallet for a game). */
  onSelect?: (id: number) => void;
};

/** One wallet: its name, type and balance in THB. */
export const WalletCard = ({ wallet, selected = false, onSelect }: WalletCardProps) => {
  const type = walletText.types[wallet.wallet_type_id] ?? walletText.otherType;
  const body = (
    <>
      <span className="wallet-card__top">
        <span className="wallet-card__name">{wallet.wallet_name || type}</span>
        {selected && <span className="wallet-card__tag">✓ {walletText.selected}</span>}
      </span>
      <span className="wallet-card__type">{type}</span>
      <span className="wallet-card__balance">
        <MoneyText value={wallet.balance} /> <small>{walletText.baht}</small>
      </span>
    </>
  );
  const className = `wallet-card wallet-card--type-${wallet.wallet_type_id}${selected ? ' wallet-card--selected' : ''}`;
  return onSelect ? (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      onClick={() => onSelect(wallet.id)}
      data-testid="wallet-card"
    >
      {body}
    </button>
  ) : (
    <div className={className} data-testid="wallet-card">
      {body}
    </div>
  );
};
