import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { contentKeys } from './content-keys';

/**
 * The content page's reads and saves: `agent` (settings), the five lists, `channels`
 * (GET /api/admin/content/<part>; POST to it creates or saves, POST to <part>/<id> replaces one row).
 */
export const getContent = <T>(part: string) =>
  request<T>({ method: 'GET', url: `/api/admin/content/${part}` });
export const saveContent = <T>(part: string, id: number | null, data: object) =>
  request<T>({ method: 'POST', url: `/api/admin/content/${part}${id === null ? '' : `/${id}`}`, data });

export const useContent = <T>(part: string) =>
  useQuery({ queryKey: contentKeys.part(part), queryFn: () => getContent<T>(part) });

export const useSaveContent = <T>(part: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: object }) => saveContent<T>(part, id, data),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.part(part) }),
  });
};
