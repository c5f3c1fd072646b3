import { MemberHomePage } from '@features/account/components/member-home-page';
import { WalletSummary } from '@features/wallet/components/wallet-summary';

// The app composes the two features: the account page shows the wallet feature's summary.
export const Component = () => <MemberHomePage wallets={<WalletSummary />} />;
