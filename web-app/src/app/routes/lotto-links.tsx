import type { ReactNode } from 'react';
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

/** A positive whole id from the path, or null (the route shows the 404 page for it). */
export const pathId = (value: string | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
