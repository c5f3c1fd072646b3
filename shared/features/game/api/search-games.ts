import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gameSearchAnswer, GAME_SEARCH_MIN, type GameSearch } from '@contract/game-lobby';
import { request } from '@lib/api';
import { gameKeys } from './keys';

/** How the server compares names: lower case, no spaces (Thai as typed). */
export const searchNeedle = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** GET /api/game/search: games by Thai or English name, bounded, with whether more match. */
const searchGames = (q: string, categories: string) =>
  request<GameSearch>(import.meta.env.DEV && gameSearchAnswer, {
    method: 'GET',
    url: '/api/game/search',
    params: { q, categories },
  });

/** Asked once the needle is long enough; the last answer stays on screen while the next one loads. */
export const useGameSearchQuery = (text: string, categories: string) => {
  const needle = searchNeedle(text);
  return useQuery({
    queryKey: gameKeys.search(needle, categories),
    queryFn: () => searchGames(needle, categories),
    enabled: [...needle].length >= GAME_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
