import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { MoneyText } from '@ui/money-text';
import { EmptyState } from '@ui/empty-state';
import { useWalletsQuery } from '@features/wallet/api/get-wallets';
import { useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { walletText } from '@features/wallet/strings';
import { WalletCard } from './wallet-card';
import './wallet.css';

/** The member's wallets as cards, with the total of all balances and a refresh button. */
export const WalletSummary = () => {
  const wallets = useWalletsQuery();
  const total = useWalletsTotal();

  if (wallets.isPending) return <LoadingBlock lines={2} />;
  if (wallets.isError)
    return (
      <ErrorBlock error={wallets.error} title={walletText.loadFailed} onRetry={() => wallets.refetch()} />
    );
  if (wallets.data.length === 0) return <EmptyState title={walletText.empty} />;

  return (
    <div className="wallet-summary" data-testid="wallet-summary">
      <div className="wallet-summary__total">
        <span>{walletText.total}</span>
        <strong>
          <MoneyText value={total.data ?? 0} satang /> <small>{walletText.baht}</small>
        </strong>
        <button
          type="button"
          className={`wallet-summary__refresh${wallets.isFetching ? ' is-spinning' : ''}`}
          aria-label={walletText.refresh}
          disabled={wallets.isFetching}
          onClick={() => wallets.refetch()}
        >
          ⟳
        </button>
      </div>
      <div className="wallet-summary__cards">
        {wallets.data.map((wallet) => (
          <WalletCard key={wallet.id} wallet={wallet} />
        ))}
      </div>
    </div>
  );
};
