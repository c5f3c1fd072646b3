import { useQuery } from '@tanstack/react-query';
import { memberDetail, type MemberDetail } from '@contract/admin/members';
import { request } from '@lib/api';
import { membersKeys } from './members-keys';

const getMember = (id: number) =>
  request<MemberDetail>(import.meta.env.DEV && memberDetail, {
    method: 'GET',
    url: `/api/admin/members/${id}`,
  });

export const useMember = (id: number) =>
  useQuery({ queryKey: membersKeys.member(id), queryFn: () => getMember(id) });
