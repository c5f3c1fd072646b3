import { LobbyRoute } from './lobby-route';

/** /slot%20copy: the second slot page of SPEC §2 (its own lobby key, same defaults as /slot). */
export const Component = () => <LobbyRoute lobbyKey="slot copy" />;
