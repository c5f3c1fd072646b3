import {
  queryOptions,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { lobbyConfig, type LobbyConfig } from '@contract/game';
import type { GamePage } from '@contract/game-lobby';
import { request } from '@lib/api';
import { FIRST_RENDER_GRID_GAMES, FIRST_RENDER_SHELF_CARDS, LEAD_CARDS } from '../lib/lead-cards';
import { gamePagesQueryOptions, gameShelfQueryOptions } from './get-game-page';
import { studiosQueryOptions } from './get-studios';
import { gameKeys } from './keys';

/** GET /api/lobby/configs: what a lobby page shows (its categories, hot, last played, search). */
export const getLobbyConfig = (lobbyKey: string) =>
  request<LobbyConfig>(import.meta.env.DEV && lobbyConfig, {
    method: 'GET',
    url: '/api/lobby/configs',
    params: { lobby_key: lobbyKey },
  });

/**
 * The lists a lobby's first screen shows, asked for the moment its config arrives, all at once: the studio
 * tabs, the hot and new shelves and the grid's first page (the same queries the screen's components then
 * use). Left to the components, they were asked for only after the first render of the whole lobby, one more
 * step between the config and the first thumbnails (Lighthouse on /liff/slot: ~150 ms of main thread, four
 * times that on a mid-range phone). A member's own lists (last played, favourites) are left to their owners.
 */
const prefetchFirstScreen = (queryClient: QueryClient, config: LobbyConfig) => {
  const categories = config.categories.join(',');
  return Promise.all([
    queryClient.prefetchQuery(studiosQueryOptions(categories)),
    config.show_hot && queryClient.prefetchQuery(gameShelfQueryOptions({ categories, shelf: 'hot' })),
    queryClient.prefetchQuery(gameShelfQueryOptions({ categories, shelf: 'new' })),
    queryClient.prefetchInfiniteQuery(gamePagesQueryOptions({ categories, shelf: 'all' })),
  ]);
};

const lobbyConfigQueryOptions = (lobbyKey: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: gameKeys.lobbyConfig(lobbyKey),
    queryFn: async () => {
      const config = await getLobbyConfig(lobbyKey);
      void prefetchFirstScreen(queryClient, config);
      return config;
    },
    staleTime: 5 * 60_000,
  });

export const useLobbyConfigQuery = (lobbyKey: string) =>
  useQuery(lobbyConfigQueryOptions(lobbyKey, useQueryClient()));

/**
 * The lists cut to what the lobby's first render shows (a shelf's first cards, the grid's first rows), keeping
 * when they were fetched: a server-rendered page carries nothing more for the browser to parse, and the
 * client asks for the rest once the page is its own, from where each list stops (useGameShelfQuery, PagedGrid).
 */
const keepFirstRender = (queryClient: QueryClient, categories: string) => {
  const cut = <T>(queryKey: QueryKey, update: (data: T) => T) => {
    const state = queryClient.getQueryState<T>(queryKey);
    if (state?.data === undefined) return;
    queryClient.setQueryData<T>(queryKey, update(state.data), { updatedAt: state.dataUpdatedAt });
  };
  for (const shelf of ['hot', 'new'] as const) {
    cut<GamePage>(gameShelfQueryOptions({ categories, shelf }).queryKey, (page) => ({
      ...page,
      games: page.games.slice(0, FIRST_RENDER_SHELF_CARDS),
    }));
  }
  cut<InfiniteData<GamePage>>(gamePagesQueryOptions({ categories, shelf: 'all' }).queryKey, (pages) => ({
    ...pages,
    pages: pages.pages
      .slice(0, 1)
      .map((page) => ({ ...page, games: page.games.slice(0, FIRST_RENDER_GRID_GAMES) })),
    pageParams: pages.pageParams.slice(0, 1),
  }));
};

/**
 * A guest's first screen of a lobby fetched into `queryClient`, for the apps' server renders (web-app and
 * liff-app/src/entry-server.tsx): the config and the lists its first render shows, so the page comes with its
 * shelves and the client, its cache filled from the page, asks for none of them again before hydrating; only
 * the games that render shows are kept (keepFirstRender).
 * Returns the thumbnails of the top shelf's lead cards (LobbyShelves: hot, or new without hot), the first
 * screen's largest paint, for the page to ask for first. A failed list is left out (the client asks again).
 */
export const prefetchGuestLobby = async (queryClient: QueryClient, lobbyKey: string) => {
  const config = await queryClient
    .fetchQuery(lobbyConfigQueryOptions(lobbyKey, queryClient))
    .catch(() => undefined);
  if (!config) return [];
  await prefetchFirstScreen(queryClient, config);
  const categories = config.categories.join(',');
  keepFirstRender(queryClient, categories);
  const shelf = (name: 'hot' | 'new') =>
    queryClient.getQueryData(gameShelfQueryOptions({ categories, shelf: name }).queryKey)?.games ?? [];
  const hot = config.show_hot ? shelf('hot') : [];
  return (hot.length > 0 ? hot : shelf('new')).slice(0, LEAD_CARDS).map((game) => game.image);
};
