// @vitest-environment screen
import { dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchGuestLobby } from '@features/game/api/get-lobby-config';
import { LobbyPage } from '@features/game/components/lobby-page';
import { gameClosed, getGameState } from '@features/game/stores/game-store';
import { createQueryClient } from '@lib/query-client';
import { EARLY_TAPS } from '@server/http/early-taps';
import { catalogue, lobbyServer } from './lobby-server';

type Client = ReturnType<typeof createQueryClient>;
const lobby = (client: Client, replaysEarlyTaps?: boolean) => (
  <StrictMode>
    <QueryClientProvider client={client}>
      <LobbyPage
        lobbyKey="slot"
        isLoggedIn={false}
        onLoginRequired={() => undefined}
        replaysEarlyTaps={replaysEarlyTaps}
      />
    </QueryClientProvider>
  </StrictMode>
);

afterEach(() => {
  act(() => gameClosed());
  cleanup();
  document.body.innerHTML = '';
  delete window.__earlyTaps;
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The server's page of the slot lobby, painted, with the page's keeper of early taps run and no React yet. */
const serverPage = async () => {
  lobbyServer();
  const serverClient = createQueryClient();
  await prefetchGuestLobby(serverClient, 'slot');
  const html = renderToString(lobby(serverClient));
  const data = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  new Function(EARLY_TAPS)();
  const client = createQueryClient();
  hydrate(client, data);
  return { container, client };
};

const firstHot = catalogue.filter((game) => game.is_hot)[0]!;
const demoOf = (root: ParentNode, list: string, game = firstHot) =>
  root.querySelector<HTMLButtonElement>(
    `section[aria-label="${list}"] [data-game="${game.provider_id}:${game.game_id}"] .game-card__demo`,
  )!;

/** A lobby card tapped before the page's scripts ran (server/src/http/early-taps.ts) is not lost. */
describe("a server-rendered lobby's card tapped before its scripts ran", () => {
  it('is kept, and tapped again once React has hydrated the page: the game sheet opens', async () => {
    const { container, client } = await serverPage();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    demoOf(container, 'เกมยอดนิยม').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(getGameState().selectedGame).toBeNull();
    await act(async () => {
      hydrateRoot(container, lobby(client));
    });
    await waitFor(() =>
      expect(getGameState().selectedGame).toMatchObject({ game_id: firstHot.game_id, is_demo: true }),
    );
    expect(getGameState().selectedGame?.source).toBe('hot');
    // The lobby owns its taps now: the next one goes to React alone.
    act(() => gameClosed());
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void demoOf(container, 'เกมมาใหม่', catalogue.at(-1)).dispatchEvent(again));
    expect(again.defaultPrevented).toBe(false);
    expect(getGameState().selectedGame).toMatchObject({ game_id: catalogue.at(-1)!.game_id, source: 'new' });
  });

  it('waits through a lobby that does not own the page (the LIFF shell’s) for the one that replaces it', async () => {
    const { container, client } = await serverPage();
    await act(async () => {
      hydrateRoot(container, lobby(client, false));
    });
    // Hydrated, but the shell's lobby: the tap is still kept for the app's.
    demoOf(container, 'เกมยอดนิยม').click();
    await new Promise((wait) => setTimeout(wait, 50));
    expect(getGameState().selectedGame).toBeNull();
    // The app's lobby renders from scratch in place of the shell's: the same game's button in the same shelf.
    container.remove();
    const app = document.createElement('div');
    document.body.append(app);
    await act(async () => {
      createRoot(app).render(lobby(client));
    });
    await waitFor(() =>
      expect(getGameState().selectedGame).toMatchObject({ game_id: firstHot.game_id, source: 'hot' }),
    );
  });
});
