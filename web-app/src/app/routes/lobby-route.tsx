import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { LobbyPage } from '@features/game/components/lobby-page';
import { paths } from '../paths';

/** Composes a game lobby with the viewer's login state; a guest who wants to play for real goes to log in. */
export const LobbyRoute = ({ lobbyKey }: { lobbyKey: string }) => {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const handleLoginRequired = useCallback(() => navigate(paths.login.getHref()), [navigate]);
  return (
    <LobbyPage
      key={lobbyKey}
      lobbyKey={lobbyKey}
      isLoggedIn={isLoggedIn}
      onLoginRequired={handleLoginRequired}
    />
  );
};
