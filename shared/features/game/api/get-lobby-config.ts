import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lobbyConfig, type LobbyConfig } from '@contract/game';
import { request } from '@lib/api';
import { LEAD_CARDS } from '../lib/lead-cards';
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
 * A guest's first screen of a lobby fetched into `queryClient`, for the apps' server renders (web-app and
 * liff-app/src/entry-server.tsx): the config and the lists its first render shows, so the page comes with its
 * shelves and the client, its cache filled from the page, asks for none of them again before hydrating.
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
  const shelf = (name: 'hot' | 'new') =>
    queryClient.getQueryData(gameShelfQueryOptions({ categories, shelf: name }).queryKey)?.games ?? [];
  const hot = config.show_hot ? shelf('hot') : [];
  return (hot.length > 0 ? hot : shelf('new')).slice(0, LEAD_CARDS).map((game) => game.image);
};
