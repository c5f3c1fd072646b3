import { useParams } from 'react-router-dom';
import { LobbyPage } from '@features/game/components/lobby-page';

// Everyone here is a member (the LINE gate is above every screen): there is no login to send anyone to.
const noLoginNeeded = () => undefined;

/** A lobby inside LIFF: `/liff/slot`, `/liff/casino`, ... (key given by the route) or `/liff/lobby/<key>`. */
export const LiffLobby = ({ lobbyKey }: { lobbyKey: string }) => (
  <LobbyPage key={lobbyKey} lobbyKey={lobbyKey} isLoggedIn onLoginRequired={noLoginNeeded} />
);

/** `/liff/lobby/<key>`: a lobby by its key (agents configure them). */
export const Component = () => {
  const { name = 'all' } = useParams();
  return <LiffLobby lobbyKey={name} />;
};
