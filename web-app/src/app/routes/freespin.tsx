import { LobbyRoute } from './lobby-route';

/** /freespin: the free-spin lobby. */
export const Component = () => <LobbyRoute lobbyKey="freespin" />;
