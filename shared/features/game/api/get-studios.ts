import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioListAnswer, type StudioItem } from '@contract/game-lobby';
import { request } from '@lib/api';
import { gameKeys } from './keys';

/** GET /api/game/studios: the studio tabs of the lobby's categories, with logos and game counts. */
const getStudios = (categories: string) =>
  request<StudioItem[]>(import.meta.env.DEV && studioListAnswer, {
    method: 'GET',
    url: '/api/game/studios',
    params: { categories },
  });

/** Kept 30 s, as long as the server lets the browser keep the answer (`private, max-age=30`). */
export const studiosQueryOptions = (categories: string) =>
  queryOptions({
    queryKey: gameKeys.studios(categories),
    queryFn: () => getStudios(categories),
    staleTime: 30_000,
  });

export const useStudiosQuery = (categories: string) => useQuery(studiosQueryOptions(categories));
