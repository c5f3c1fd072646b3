import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the lotto screens link to. Each app builds its own from its route table (web `/lotto/...`, LIFF
 * `/liff/lotto/...`) and provides it around the screens, so the shared screens never hard-code a web URL.
 */
export type LottoLinks = {
  lobby: string;
  round: (roundId: number) => string;
  bills: string;
  bill: (billId: number) => string;
  rates: string;
  results: string;
  deposit: string;
};

const LottoLinksContext = createContext<LottoLinks | null>(null);

export const LottoLinksProvider = ({ links, children }: { links: LottoLinks; children: ReactNode }) => (
  <LottoLinksContext.Provider value={links}>{children}</LottoLinksContext.Provider>
);

export const useLottoLinks = (): LottoLinks => {
  const links = useContext(LottoLinksContext);
  if (!links) throw new Error('LottoLinksProvider is missing around the lotto screens');
  return links;
};
