import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PlayPage } from '@features/game/components/play-page';
import { paths } from '../paths';

/** /play?game_id=...&provider_id=...[&demo=1]: a game on a page of its own. */
export const Component = () => {
  const [params] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const handleLoginRequired = useCallback(
    () => navigate(paths.login.getHref(), { replace: true }),
    [navigate],
  );
  return (
    <PlayPage
      gameId={params.get('game_id')}
      providerId={params.get('provider_id')}
      demo={params.get('demo') === '1'}
      isLoggedIn={isLoggedIn}
      onLoginRequired={handleLoginRequired}
    />
  );
};
