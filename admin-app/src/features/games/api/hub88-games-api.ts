import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hub88GamesApiSettings,
  hub88ImportRecord,
  type Hub88GamesApiSettings,
  type Hub88ImportRecord,
} from '@contract/games/hub88-games';
import { request } from '@lib/api';

const gamesApiKey = ['admin', 'games', 'hub88', 'games-api'] as const;

/** Hub88's address, our operator id and the last import (server/src/games/hub88/README.md, "Import"). */
export const useHub88GamesApi = () =>
  useQuery({
    queryKey: gamesApiKey,
    queryFn: () =>
      request<Hub88GamesApiSettings>(import.meta.env.DEV && hub88GamesApiSettings, {
        method: 'GET',
        url: '/api/admin/games/hub88/games-api',
      }),
  });

export const useSaveHub88GamesApi = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { api_url: string; operator_id: number; sub_partner_id: string }) =>
      request<Hub88GamesApiSettings>(import.meta.env.DEV && hub88GamesApiSettings, {
        method: 'POST',
        url: '/api/admin/games/hub88/games-api',
        data,
      }),
    onSuccess: (saved) => client.setQueryData(gamesApiKey, saved),
  });
};

/** "Import now": answered when the import is done; the games lists are read again after it. */
export const useImportHub88Games = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<Hub88ImportRecord>(import.meta.env.DEV && hub88ImportRecord, {
        method: 'POST',
        url: '/api/admin/games/hub88/import',
        data: {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
};
