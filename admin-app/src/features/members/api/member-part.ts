import { useQuery } from '@tanstack/react-query';
import { request } from '@lib/api';
import { membersKeys } from './members-keys';

/**
 * One read of the member page's tabs: `statement`, `games`, `payments`, `sessions`, `notes`
 * (GET /api/admin/members/:id/<part>), each answering `{ items }`.
 */
export const getMemberPart = <T>(id: number, part: string) =>
  request<{ items: T[] }>({ method: 'GET', url: `/api/admin/members/${id}/${part}` });

export const useMemberPart = <T>(id: number, part: string) =>
  useQuery({ queryKey: membersKeys.part(id, part), queryFn: () => getMemberPart<T>(id, part) });
