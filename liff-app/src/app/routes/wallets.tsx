import { WalletSummary } from '@features/wallet/components/wallet-summary';
import { PageShell } from '@ui/page-shell';
import { liffStrings } from '@liff-app/app/strings';

/** `/liff/wallets`: every wallet with its balance and the total. */
export const Component = () => (
  <PageShell title={liffStrings.walletsTitle}>
    <div className="liff-page">
      <WalletSummary />
    </div>
  </PageShell>
);
