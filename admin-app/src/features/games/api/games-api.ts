import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameAdmin, GameInput, ProviderAdmin, ProviderInput } from '@contract/admin/games';
import { request } from '@lib/api';

export const gamesKeys = {
  all: ['admin', 'games'] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
  games: (filter: object) => [...gamesKeys.all, 'games', filter] as const,
};

export const useProviders = () =>
  useQuery({
    queryKey: gamesKeys.providers(),
    queryFn: () => request<ProviderAdmin[]>({ method: 'GET', url: '/api/admin/games/providers' }),
  });

export const useGames = (filter: { provider?: string; q?: string }) =>
  useQuery({
    queryKey: gamesKeys.games(filter),
    queryFn: () => request<GameAdmin[]>({ method: 'GET', url: '/api/admin/games', params: filter }),
  });

/** Saves a provider (`providers/<id>`) or a game (`<id>`); every list of the page is read again. */
export const useSaveGames = <T extends ProviderInput | GameInput>(part: 'providers/' | '') => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: T }) =>
      request({ method: 'POST', url: `/api/admin/games/${part}${id}`, data }),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.all }),
  });
};
