import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { loginWithReturn } from '@features/account/return-target';
import { LobbyPage } from '@features/game/components/lobby-page';
import { playQuery, type PlayTarget } from '@features/game/lib/play-target';
import { paths } from '../paths';

/**
 * Composes a game lobby with the viewer's login state; a guest who wants to play for real goes to log in, and
 * from there straight into the game they tapped (its play page).
 */
export const LobbyRoute = ({ lobbyKey }: { lobbyKey: string }) => {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const handleLoginRequired = useCallback(
    (game?: PlayTarget) =>
      navigate(
        loginWithReturn(paths.login.getHref(), game ? `${paths.play.getHref()}${playQuery(game)}` : null),
      ),
    [navigate],
  );
  return (
    <LobbyPage
      key={lobbyKey}
      lobbyKey={lobbyKey}
      isLoggedIn={isLoggedIn}
      onLoginRequired={handleLoginRequired}
    />
  );
};
