import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { gamePageAnswer, LOBBY_PAGE_SIZE, LOBBY_SHELF_SIZE, type GamePage } from '@contract/game-lobby';
import { request } from '@lib/api';
import { gameKeys, type GamePageParams } from './keys';

/** GET /api/game/page: a page of the lobby's grid (or a shelf: hot, new) and the size of the whole list. */
const getGamePage = (params: GamePageParams, offset: number, limit: number) =>
  request<GamePage>(import.meta.env.DEV && gamePageAnswer, {
    method: 'GET',
    url: '/api/game/page',
    params: { ...params, offset, limit },
  });

/** The grid's pages, fetched as its rows come near the screen; kept 30 s like the server's cache header. */
export const useGamePagesQuery = (params: GamePageParams, enabled = true) =>
  useInfiniteQuery({
    queryKey: gameKeys.page(params, LOBBY_PAGE_SIZE),
    queryFn: ({ pageParam }) => getGamePage(params, pageParam, LOBBY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
      return last.games.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 30_000,
    enabled,
  });

/** A shelf of the lobby (hot, new): its first few games. */
export const useGameShelfQuery = (params: GamePageParams, enabled = true) =>
  useQuery({
    queryKey: gameKeys.page(params, LOBBY_SHELF_SIZE),
    queryFn: () => getGamePage(params, 0, LOBBY_SHELF_SIZE),
    staleTime: 30_000,
    enabled,
  });
