import { LobbyRoute } from './lobby-route';

/** /casino: the casino lobby. */
export const Component = () => <LobbyRoute lobbyKey="casino" />;
