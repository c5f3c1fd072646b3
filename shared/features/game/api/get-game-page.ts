import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gamePageAnswer, LOBBY_PAGE_SIZE, LOBBY_SHELF_SIZE, type GamePage } from '@contract/game-lobby';
import { request } from '@lib/api';
import { cachedPage, pageCached } from '../stores/lobby-cache';
import { gameKeys, type GamePageParams } from './keys';

/** GET /api/game/page: a page of the lobby's grid (or a shelf: hot, new) and the size of the whole list. */
const getGamePage = (params: GamePageParams, offset: number, limit: number) =>
  request<GamePage>(import.meta.env.DEV && gamePageAnswer, {
    method: 'GET',
    url: '/api/game/page',
    params: { ...params, offset, limit },
  });

/** The lobby cache's key of a list's first page; none for a studio's list (SPEC §3 keeps the lobby's lists). */
const cacheKey = (params: GamePageParams) =>
  params.provider || params.studio !== undefined ? null : `${params.shelf ?? 'all'}:${params.categories}`;

/**
 * A first page from the server, kept in the lobby cache: shown at once on the next visit (as stale, so it is
 * fetched again at once) while the fresh one loads.
 */
const firstPage = async (params: GamePageParams, limit: number) => {
  const page = await getGamePage(params, 0, limit);
  const key = cacheKey(params);
  if (key) pageCached(key, page);
  return page;
};
const fromCache = (params: GamePageParams) => {
  const key = cacheKey(params);
  return key ? cachedPage(key) : undefined;
};

/** The grid's pages, fetched as its rows come near the screen; kept 30 s like the server's cache header. */
export const gamePagesQueryOptions = (params: GamePageParams) =>
  infiniteQueryOptions({
    queryKey: gameKeys.page(params, LOBBY_PAGE_SIZE),
    queryFn: ({ pageParam }) =>
      pageParam === 0 ? firstPage(params, LOBBY_PAGE_SIZE) : getGamePage(params, pageParam, LOBBY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
      return last.games.length > 0 && loaded < last.total ? loaded : undefined;
    },
    initialData: () => {
      const page = fromCache(params);
      return page && page.games.length <= LOBBY_PAGE_SIZE ? { pages: [page], pageParams: [0] } : undefined;
    },
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });

export const useGamePagesQuery = (params: GamePageParams, enabled = true) =>
  useInfiniteQuery({ ...gamePagesQueryOptions(params), enabled });

/** A shelf of the lobby (hot, new): its first few games. */
export const gameShelfQueryOptions = (params: GamePageParams) =>
  queryOptions({
    queryKey: gameKeys.page(params, LOBBY_SHELF_SIZE),
    queryFn: () => firstPage(params, LOBBY_SHELF_SIZE),
    initialData: () => fromCache(params),
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });

/** What a shelf that came short (its first cards only, from a server-rendered page) lacks, from `from` on. */
const shelfRestQueryOptions = (params: GamePageParams, from: number) =>
  queryOptions({
    queryKey: [...gameKeys.page(params, LOBBY_SHELF_SIZE), 'from', from] as const,
    queryFn: () => getGamePage(params, from, LOBBY_SHELF_SIZE - from),
    staleTime: 30_000,
  });

const gameKey = (game: { provider_id: string; game_id: string }) => `${game.provider_id}:${game.game_id}`;

/**
 * A shelf's games. A server-rendered lobby's page holds only the cards its first render shows
 * (`prefetchGuestLobby`); the rest of such a short shelf is asked for once the page is the client's, from
 * where it stops: what the page brought is not asked again.
 */
export const useGameShelfQuery = (params: GamePageParams, enabled = true) => {
  const shelf = useQuery({ ...gameShelfQueryOptions(params), enabled });
  const head = shelf.data?.games;
  const short = head !== undefined && head.length < Math.min(shelf.data!.total, LOBBY_SHELF_SIZE);
  const rest = useQuery({ ...shelfRestQueryOptions(params, head?.length ?? 0), enabled: enabled && short });
  const tail = short ? rest.data?.games : undefined;
  const games = useMemo(() => {
    if (!head || !tail) return head;
    const have = new Set(head.map(gameKey));
    return [...head, ...tail.filter((game) => !have.has(gameKey(game)))];
  }, [head, tail]);
  return { games, isPending: shelf.isPending };
};
