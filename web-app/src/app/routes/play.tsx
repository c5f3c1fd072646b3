import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginWithReturn } from '@features/account/return-target';
import { paths } from '../paths';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PlayPage } from '@features/game/components/play-page';
import { RealityCheckSlot } from '../components/reality-check-slot';

/** /play?game_id=...&provider_id=...[&demo=1]: a game on a page of its own. */
export const Component = () => {
  const [params] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Back to this very game once logged in.
  const handleLoginRequired = useCallback(
    () => navigate(loginWithReturn(paths.login.getHref(), `${pathname}${search}`), { replace: true }),
    [navigate, pathname, search],
  );
  // react-router numbers this app's history entries: 0 means the page was opened directly (no way back in-app).
  const handleBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.getHref(), { replace: true });
  };
  return (
    <>
      <PlayPage
        gameId={params.get('game_id')}
        providerId={params.get('provider_id')}
        demo={params.get('demo') === '1'}
        isLoggedIn={isLoggedIn}
        onLoginRequired={handleLoginRequired}
        onBack={handleBack}
      />
      <RealityCheckSlot />
    </>
  );
};
