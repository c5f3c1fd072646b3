import { LobbyRoute } from './lobby-route';

/** /fishing: the fishing lobby. */
export const Component = () => <LobbyRoute lobbyKey="fishing" />;
