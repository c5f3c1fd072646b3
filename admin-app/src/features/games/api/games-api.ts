import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  gameAdmin,
  providerAdmin,
  type GameAdmin,
  type GameInput,
  type ProviderAdmin,
  type ProviderInput,
} from '@contract/admin/games';
import { request } from '@lib/api';

const gamesKeys = {
  all: ['admin', 'games'] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
  games: (filter: object) => [...gamesKeys.all, 'games', filter] as const,
};

export const useProviders = () =>
  useQuery({
    queryKey: gamesKeys.providers(),
    queryFn: () =>
      request<ProviderAdmin[]>(import.meta.env.DEV && z.array(providerAdmin), {
        method: 'GET',
        url: '/api/admin/games/providers',
      }),
  });

export const useGames = (filter: { provider?: string; q?: string }) =>
  useQuery({
    queryKey: gamesKeys.games(filter),
    queryFn: () =>
      request<GameAdmin[]>(import.meta.env.DEV && z.array(gameAdmin), {
        method: 'GET',
        url: '/api/admin/games',
        params: filter,
      }),
  });

/**
 * Saves a provider (`providers/<id>`, answering the provider) or a game (`<id>`, answering the game); every list
 * of the page is read again.
 */
export const useSaveGames = <T extends ProviderInput | GameInput>(part: 'providers/' | '') => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: T }) =>
      request<ProviderAdmin | GameAdmin>(
        import.meta.env.DEV && (part === 'providers/' ? providerAdmin : gameAdmin),
        { method: 'POST', url: `/api/admin/games/${part}${id}`, data },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.all }),
  });
};
