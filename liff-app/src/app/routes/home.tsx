import { MemberHomePage } from '@features/account/components/member-home-page';
import { WalletSummary } from '@features/wallet/components/wallet-summary';
import { LiffLobbyLinks } from '../layouts/liff-lobby-links';

/** `/liff`: the member home, as the web site's /member shows it, with the lobbies below. */
export const Component = () => (
  <>
    <MemberHomePage wallets={<WalletSummary />} />
    <LiffLobbyLinks />
  </>
);
