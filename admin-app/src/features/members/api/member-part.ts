import { useQuery } from '@tanstack/react-query';
import { request, type AnswerContract } from '@lib/api';
import { membersKeys } from './members-keys';

/** What the console reads of a tab's answer: its rows (statement and games also carry `next_cursor`). */
export type PartAnswer<T> = { items: T[] };

/**
 * One read of the member page's tabs: `statement`, `games`, `payments`, `sessions`, `notes`
 * (GET /api/admin/members/:id/<part>), each answering `{ items }`; the caller passes that answer's schema
 * (`import.meta.env.DEV && schema`, see @lib/api).
 */
const getMemberPart = <T>(id: number, part: string, contract: AnswerContract<PartAnswer<T>>) =>
  request<PartAnswer<T>>(contract, { method: 'GET', url: `/api/admin/members/${id}/${part}` });

export const useMemberPart = <T>(id: number, part: string, contract: AnswerContract<PartAnswer<T>>) =>
  useQuery({ queryKey: membersKeys.part(id, part), queryFn: () => getMemberPart<T>(id, part, contract) });
