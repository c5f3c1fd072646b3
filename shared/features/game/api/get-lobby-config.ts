import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lobbyConfig, type LobbyConfig } from '@contract/game';
import { request } from '@lib/api';
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
  void queryClient.prefetchQuery(studiosQueryOptions(categories));
  if (config.show_hot) void queryClient.prefetchQuery(gameShelfQueryOptions({ categories, shelf: 'hot' }));
  void queryClient.prefetchQuery(gameShelfQueryOptions({ categories, shelf: 'new' }));
  void queryClient.prefetchInfiniteQuery(gamePagesQueryOptions({ categories, shelf: 'all' }));
};

const lobbyConfigQueryOptions = (lobbyKey: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: gameKeys.lobbyConfig(lobbyKey),
    queryFn: async () => {
      const config = await getLobbyConfig(lobbyKey);
      prefetchFirstScreen(queryClient, config);
      return config;
    },
    staleTime: 5 * 60_000,
  });

export const useLobbyConfigQuery = (lobbyKey: string) =>
  useQuery(lobbyConfigQueryOptions(lobbyKey, useQueryClient()));
