import { LobbyRoute } from './lobby-route';

/** /slot: the slot lobby. */
export const Component = () => <LobbyRoute lobbyKey="slot" />;
