import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type AnswerContract } from '@lib/api';
import { contentKeys } from './content-keys';

/**
 * The content page's reads and saves: `agent` (settings), the five lists, `channels`
 * (GET /api/admin/content/<part>; POST to it creates or saves, POST to <part>/<id> replaces one row). Each caller
 * passes the answer's schema (`import.meta.env.DEV && schema`, see @lib/api): the part decides the shape.
 */
const getContent = <T>(part: string, contract: AnswerContract<T>) =>
  request<T>(contract, { method: 'GET', url: `/api/admin/content/${part}` });
const saveContent = <T>(part: string, id: number | null, data: object, contract: AnswerContract<T>) =>
  request<T>(contract, {
    method: 'POST',
    url: `/api/admin/content/${part}${id === null ? '' : `/${id}`}`,
    data,
  });

export const useContent = <T>(part: string, contract: AnswerContract<T>) =>
  useQuery({ queryKey: contentKeys.part(part), queryFn: () => getContent<T>(part, contract) });

export const useSaveContent = <T>(part: string, contract: AnswerContract<T>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: object }) =>
      saveContent<T>(part, id, data, contract),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.part(part) }),
  });
};
