import { useParams } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { LobbyPage } from '@features/game/components/lobby-page';
import { useOfferRegistration } from '../line-login/open-to-guests';

/**
 * A lobby inside LIFF: `/liff/slot`, `/liff/casino`, ... (key given by the route) or `/liff/lobby/<key>`. Open
 * to guests, as the web's lobbies: they play the demos, and a real game opens the registration form.
 */
export const LiffLobby = ({ lobbyKey }: { lobbyKey: string }) => (
  <LobbyPage
    key={lobbyKey}
    lobbyKey={lobbyKey}
    isLoggedIn={useIsLoggedIn()}
    onLoginRequired={useOfferRegistration()}
  />
);

/** `/liff/lobby/<key>`: a lobby by its key (agents configure them). */
export const Component = () => {
  const { name = 'all' } = useParams();
  return <LiffLobby lobbyKey={name} />;
};
