import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginWithReturn } from '@features/account/return-target';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import type { PublicLottoPageProps } from '@features/lotto/components/rates-page';
import { LottoLinksProvider, type LottoLinks } from '@features/lotto/links';
import { paths } from '../paths';

/** The web app's lotto links, from its own route table. */
const webLottoLinks: LottoLinks = {
  lobby: paths.lottoLobby.getHref(),
  round: (roundId) => paths.lottoRound.getHref(roundId),
  bills: paths.lottoBills.getHref(),
  bill: (billId) => paths.lottoBill.getHref(billId),
  rates: paths.lottoRates.getHref(),
  results: paths.lottoResults.getHref(),
  deposit: paths.memberDeposit.getHref(),
};

export const WebLotto = ({ children }: { children: ReactNode }) => (
  <LottoLinksProvider links={webLottoLinks}>{children}</LottoLinksProvider>
);

/**
 * A lotto page open to guests (rates, results, at `here`): a member goes back to the lobby; a guest, who has no
 * lobby, is offered registration and a login that comes back here.
 */
export const usePublicLottoPage = (here: string): PublicLottoPageProps => {
  const navigate = useNavigate();
  const member = useIsLoggedIn();
  return member
    ? { member, onBack: () => void navigate(paths.lottoLobby.getHref()) }
    : { member, loginHref: loginWithReturn(paths.login.getHref(), here) };
};

/** A positive whole id from the path, or null (the route shows the 404 page for it). */
export const pathId = (value: string | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
