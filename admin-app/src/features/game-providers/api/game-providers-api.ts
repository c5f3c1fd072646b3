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
import {
  ggrShare,
  studioAdmin,
  type GgrShare,
  type GgrShareInput,
  type StudioAdmin,
  type StudioInput,
} from '@contract/admin/game-studios';
import { request } from '@lib/api';

// Under the games page's key: a change here refreshes its lists too, and the reverse.
const keys = {
  all: ['admin', 'games'] as const,
  providers: () => [...keys.all, 'providers'] as const,
  studios: (provider: string) => [...keys.all, 'studios', provider] as const,
  studioGames: (id: number) => [...keys.all, 'studio-games', id] as const,
  shares: (providerId: number) => [...keys.all, 'shares', providerId] as const,
};

export const useProviderList = () =>
  useQuery({
    queryKey: keys.providers(),
    queryFn: () =>
      request<ProviderAdmin[]>(import.meta.env.DEV && z.array(providerAdmin), {
        method: 'GET',
        url: '/api/admin/games/providers',
      }),
  });

export const useStudios = (provider: string) =>
  useQuery({
    queryKey: keys.studios(provider),
    queryFn: () =>
      request<StudioAdmin[]>(import.meta.env.DEV && z.array(studioAdmin), {
        method: 'GET',
        url: '/api/admin/games/studios',
        params: { provider },
      }),
  });

export const useStudioGames = (id: number) =>
  useQuery({
    queryKey: keys.studioGames(id),
    queryFn: () =>
      request<GameAdmin[]>(import.meta.env.DEV && z.array(gameAdmin), {
        method: 'GET',
        url: `/api/admin/games/studios/${id}/games`,
      }),
  });

export const useShares = (providerId: number) =>
  useQuery({
    queryKey: keys.shares(providerId),
    queryFn: () =>
      request<GgrShare[]>(import.meta.env.DEV && z.array(ggrShare), {
        method: 'GET',
        url: `/api/admin/games/providers/${providerId}/shares`,
      }),
  });

/** One POST of the page; whatever it answers, every list of the games pages is read again. */
const useSave = <In, Out>(post: (id: number, data: In) => Promise<Out>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: In }) => post(id, data),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
};

export const useSaveProvider = () =>
  useSave((id: number, data: ProviderInput) =>
    request<ProviderAdmin>(import.meta.env.DEV && providerAdmin, {
      method: 'POST',
      url: `/api/admin/games/providers/${id}`,
      data,
    }),
  );
export const useSaveStudio = () =>
  useSave((id: number, data: StudioInput) =>
    request<StudioAdmin>(import.meta.env.DEV && studioAdmin, {
      method: 'POST',
      url: `/api/admin/games/studios/${id}`,
      data,
    }),
  );
export const useSaveGame = () =>
  useSave((id: number, data: GameInput) =>
    request<GameAdmin>(import.meta.env.DEV && gameAdmin, {
      method: 'POST',
      url: `/api/admin/games/${id}`,
      data,
    }),
  );

export const useSaveShare = () =>
  useSave((id: number, data: GgrShareInput) =>
    request<GgrShare[]>(import.meta.env.DEV && z.array(ggrShare), {
      method: 'POST',
      url: `/api/admin/games/providers/${id}/shares`,
      data,
    }),
  );
