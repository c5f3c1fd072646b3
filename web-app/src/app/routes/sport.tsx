import { LobbyRoute } from './lobby-route';

/** /sport: the sport lobby. */
export const Component = () => <LobbyRoute lobbyKey="sport" />;
