import { MoneyText } from '@ui/money-text';
import { useWalletsQuery } from '@features/wallet/api/get-wallets';
import { useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { walletText } from '@features/wallet/strings';
import './wallet.css';

/**
 * One line with the member's balance (all wallets) and a refresh: for screens about money that have no member
 * panel above them (deposit and its payment page).
 */
export const BalanceLine = () => {
  const wallets = useWalletsQuery();
  const total = useWalletsTotal();
  return (
    <div className="wallet-summary__total" data-testid="balance-line">
      <span>{walletText.balance}</span>
      <strong>
        {total.data !== undefined ? <MoneyText value={total.data} satang /> : '–'}{' '}
        <small>{walletText.baht}</small>
      </strong>
      <button
        type="button"
        className={`wallet-summary__refresh${wallets.isFetching ? ' is-spinning' : ''}`}
        aria-label={walletText.refresh}
        disabled={wallets.isFetching}
        onClick={() => void wallets.refetch()}
      >
        ⟳
      </button>
    </div>
  );
};
