import { LobbyPage } from '@features/game/components/lobby-page';

const nothing = () => undefined;

/**
 * A lobby's first screen inside the LIFF shell (liff-shell.tsx), rendered on the server with its lists
 * (liff-app/src/entry-server.tsx) and hydrated by main.tsx before LINE login: the catalogue is public, so the
 * shelves and their thumbnails paint from the page's HTML (issue 30, Lighthouse on /liff/slot), not after the
 * LIFF SDK, the app's code and the LINE login. A guest's view whoever opens it (the member is known only after
 * login); a card tapped before the app is there is kept and replayed by the app's lobby, which replaces the
 * shell's with the lobby as the member sees it (shared/features/game/lib/early-taps.ts).
 */
export const ShellLobby = ({ lobbyKey }: { lobbyKey: string }) => (
  <LobbyPage lobbyKey={lobbyKey} isLoggedIn={false} onLoginRequired={nothing} replaysEarlyTaps={false} />
);

/** The lobbies of router.tsx by path (`/liff/slot`, `/liff/lobby/<key>`), as the shell renders them. */
const LOBBY_PATHS: Record<string, string> = {
  slot: 'slot',
  casino: 'casino',
  fishing: 'fishing',
  freespin: 'freespin',
  sport: 'sport',
  lobby: 'all',
};

/** The lobby a LIFF URL opens, or null (a `liff.state` deep link becomes its screen only once LIFF started). */
export const lobbyKeyOf = (url: URL) => {
  if (url.searchParams.has('liff.state')) return null;
  const match = /^\/liff\/(\w+)(?:\/([^/]+))?\/?$/.exec(url.pathname);
  if (!match) return null;
  const [, name = '', key] = match;
  if (key !== undefined) return name === 'lobby' ? decodeURIComponent(key) : null;
  return LOBBY_PATHS[name] ?? null;
};
