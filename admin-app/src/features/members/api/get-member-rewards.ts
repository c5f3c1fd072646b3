import { useQuery } from '@tanstack/react-query';
import { memberRewards, type MemberRewards } from '@contract/admin/rewards-report';
import { request } from '@lib/api';
import { membersKeys } from './members-keys';

/** The member's awards and open turnover requirements (rewards.view). */
const getMemberRewards = (id: number) =>
  request<MemberRewards>(import.meta.env.DEV && memberRewards, {
    method: 'GET',
    url: `/api/admin/members/${id}/rewards`,
  });

export const useMemberRewards = (id: number) =>
  useQuery({ queryKey: membersKeys.part(id, 'rewards'), queryFn: () => getMemberRewards(id) });
