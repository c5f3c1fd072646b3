import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hub88Settings, type Hub88Settings, type Hub88SettingsInput } from '@contract/games/hub88';
import { request } from '@lib/api';

const hub88Key = ['admin', 'games', 'hub88'] as const;

/** Hub88's key as pasted and ours to send Hub88 (the server generates ours the first time it is asked). */
export const useHub88Settings = () =>
  useQuery({
    queryKey: hub88Key,
    queryFn: () =>
      request<Hub88Settings>(import.meta.env.DEV && hub88Settings, {
        method: 'GET',
        url: '/api/admin/games/hub88',
      }),
  });

export const useSaveHub88Key = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: Hub88SettingsInput) =>
      request<Hub88Settings>(import.meta.env.DEV && hub88Settings, {
        method: 'POST',
        url: '/api/admin/games/hub88',
        data,
      }),
    onSuccess: (saved) => client.setQueryData(hub88Key, saved),
  });
};
