import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberRow, type MemberRow } from '@contract/admin/members';
import { request } from '@lib/api';
import { membersKeys } from './members-keys';

const searchMembers = (q: string) =>
  request<MemberRow[]>(import.meta.env.DEV && z.array(memberRow), {
    method: 'GET',
    url: '/api/admin/members',
    params: { q },
  });

/** Asked once the text has two characters or more. */
export const useMemberSearch = (q: string) =>
  useQuery({
    queryKey: membersKeys.search(q),
    queryFn: () => searchMembers(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
