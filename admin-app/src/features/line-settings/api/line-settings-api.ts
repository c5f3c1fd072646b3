import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lineSettings, type LineSettings, type LineSettingsBody } from '@contract/admin/line-settings';
import { request } from '@lib/api';

const lineSettingsKeys = { all: ['admin', 'line-settings'] as const };

const getLineSettings = () =>
  request<LineSettings>(import.meta.env.DEV && lineSettings, {
    method: 'GET',
    url: '/api/admin/line/settings',
  });

const saveLineSettings = (body: LineSettingsBody) =>
  request<LineSettings>(import.meta.env.DEV && lineSettings, {
    method: 'POST',
    url: '/api/admin/line/settings',
    data: body,
  });

export const useLineSettingsQuery = () =>
  useQuery({ queryKey: lineSettingsKeys.all, queryFn: getLineSettings });

export const useSaveLineSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLineSettings,
    onSuccess: (saved) => client.setQueryData(lineSettingsKeys.all, saved),
  });
};
