// @vitest-environment screen
import { dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchGuestLobby } from '@features/game/api/get-lobby-config';
import { LobbyPage } from '@features/game/components/lobby-page';
import { createQueryClient } from '@lib/query-client';
import { catalogue, lobbyServer, type Params } from './lobby-server';

const lobby = (client: ReturnType<typeof createQueryClient>) => (
  <StrictMode>
    <QueryClientProvider client={client}>
      <LobbyPage lobbyKey="slot" isLoggedIn={false} onLoginRequired={() => undefined} />
    </QueryClientProvider>
  </StrictMode>
);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The lobby's first screen as the apps' server renders make it (web-app and liff-app/src/entry-server.tsx):
 * the lists fetched before rendering, the markup rendered to a string, then taken over in the browser with the
 * server's data and nothing asked again.
 */
describe("the lobby's first screen rendered on the server", () => {
  it('fetches the lists a guest sees first and names the top shelf’s first thumbnails', async () => {
    const server = lobbyServer();
    const client = createQueryClient();
    const images = await prefetchGuestLobby(client, 'slot');
    const hot = catalogue.filter((game) => game.is_hot);
    expect(images).toEqual(hot.slice(0, 3).map((game) => game.image));
    const asked = server
      .callsTo('GET /api/game/page')
      .map((call) => (call.params as { shelf: string }).shelf);
    expect(asked.sort()).toEqual(['all', 'hot', 'new']);
    expect(server.callsTo('GET /api/game/studios')).toHaveLength(1);
    expect(server.callsTo('GET /api/lobby/configs')).toHaveLength(1);
  });

  it('renders the shelves and the grid’s first rows with their games, only the first screen’s thumbnails', async () => {
    lobbyServer();
    const client = createQueryClient();
    await prefetchGuestLobby(client, 'slot');
    const html = renderToString(lobby(client));
    // A shelf's first four cards (three on a phone's screen and the edge of a fourth), the grid's first two rows.
    const hot = catalogue.filter((item) => item.is_hot);
    for (const game of hot.slice(0, 4)) expect(html).toContain(game.name);
    expect(html).not.toContain(`>${hot[4]!.name}<`);
    expect(html.match(/<article /g)).toHaveLength(4 + 4 + 6);
    expect(html).toContain('Studio 3');
    expect(html).toContain('เกมทั้งหมด');
    // The hot shelf's first three thumbnails at high priority; the new shelf's first three and the grid's first
    // row lazy; none of the others before they near the screen.
    const images = [...html.matchAll(/<img [^>]*class="game-card__image"[^>]*>/g)].map((match) => match[0]);
    expect(images.map((image) => /fetchPriority="high"/.test(image))).toEqual([
      ...[true, true, true],
      ...[false, false, false, false, false, false],
    ]);
    for (const image of images.slice(3)) expect(image).toContain('loading="lazy"');
    // The page's data holds those games only: a shelf's first four, the grid's first six.
    const data = JSON.stringify(dehydrate(client));
    expect(data.match(/"game_id"/g)).toHaveLength(4 + 4 + 6);
  });

  it('is taken over in the browser without a mismatch, asking only for the rest of its lists', async () => {
    const server = lobbyServer();
    const serverClient = createQueryClient();
    await prefetchGuestLobby(serverClient, 'slot');
    const html = renderToString(lobby(serverClient));
    const data = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    const before = server.calls.length;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const client = createQueryClient();
    hydrate(client, data);
    // A browser's: every card reported on screen at once (the server has none, so it renders near nothing).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe() {
          this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, lobby(client), { onRecoverableError: recoverable });
    });
    // The effects run: the shelves' other cards and the thumbnails near the screen come in.
    await waitFor(() => expect(container.querySelectorAll('.lobby-shelf article').length).toBe(24));
    await waitFor(() => expect(container.querySelectorAll('.game-card__image').length).toBeGreaterThan(3));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Each list from where the page's stops: nothing the page brought is asked for again.
    await waitFor(() => expect(container.querySelector('.lobby-grid [aria-busy="true"]')).toBeNull());
    const asked = server.calls.slice(before).map((call) => {
      const params = call.params as Params;
      return `${call.method} ${call.path} ${params.shelf} from ${params.offset}`;
    });
    expect(asked.sort()).toEqual([
      'GET /api/game/page all from 6',
      'GET /api/game/page hot from 4',
      'GET /api/game/page new from 4',
    ]);
  });
});
