import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  gameListAnswer,
  DEFAULT_GAME_LIST_LIMIT,
  type GameItem,
  type GameListCategory,
} from '@contract/game';
import { request } from '@lib/api';
import { cachedList, listCached } from '../stores/lobby-cache';
import { gameKeys, memberMeta } from './keys';

type GameListParams = { category?: GameListCategory; provider?: string; limit?: number };

/** GET /api/game/list: the agent's games of a category (or hot, or the member's last played). */
export const getGameList = (params: GameListParams) =>
  request<GameItem[]>(import.meta.env.DEV && gameListAnswer, {
    method: 'GET',
    url: '/api/game/list',
    params: { ...params, limit: params.limit ?? DEFAULT_GAME_LIST_LIMIT },
  });

/**
 * The lobby cache (SPEC §3): the last answer of each category list is kept in localStorage `lobby`, shown at
 * once on the next visit and refreshed in the background. The last played list is one member's: its query is
 * dropped at login and logout like their balances, and the apps clear the stored copy then (lobbyCacheCleared).
 */
const gameListQueryOptions = (params: GameListParams) =>
  queryOptions({
    queryKey: gameKeys.list(params),
    queryFn: async () => {
      const games = await getGameList(params);
      if (params.category && !params.provider) listCached(params.category, games);
      return games;
    },
    initialData: () => (params.category && !params.provider ? cachedList(params.category) : undefined),
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    meta: params.category === 'last' ? memberMeta : undefined,
  });

export const useGameListQuery = (params: GameListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...gameListQueryOptions(params), enabled: options.enabled ?? true });
