import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import type { PublicLottoPageProps } from '@features/lotto/components/rates-page';
import { LottoLinksProvider, type LottoLinks } from '@features/lotto/links';
import { liffPaths } from '@liff-app/app/paths';

const lotto = liffPaths.lotto;

/** The LIFF app's lotto links: every lotto screen stays inside LINE under /liff/lotto. */
export const liffLottoLinks: LottoLinks = {
  lobby: lotto,
  round: (roundId) => `${lotto}/${roundId}`,
  bills: `${lotto}/bills`,
  bill: (billId) => `${lotto}/bills/${billId}`,
  rates: `${lotto}/rates`,
  results: `${lotto}/results`,
  deposit: liffPaths.deposit,
};

// No floating contact buttons in LINE: the lotto pages need no room at their end for them.
const frame = { '--lotto-float-room': '0px' } as CSSProperties;

export const LiffLotto = ({ children }: { children: ReactNode }) => (
  <LottoLinksProvider links={liffLottoLinks}>
    <div style={frame}>{children}</div>
  </LottoLinksProvider>
);

/**
 * A lotto page open to guests (rates, results; `openToGuests` in router.tsx): a member goes back to the lobby; a
 * LINE user who is not a member yet has no lobby, and its registration button opens the form (@ui/guest-entry).
 */
export const usePublicLottoPage = (): PublicLottoPageProps => {
  const navigate = useNavigate();
  const member = useIsLoggedIn();
  return member ? { member, onBack: () => void navigate(liffLottoLinks.lobby) } : { member };
};

/** A positive whole id from the path, or null (the route shows the 404 page for it). */
export const pathId = (value: string | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
