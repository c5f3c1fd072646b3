import { queryOptions, useQuery } from '@tanstack/react-query';
import { linkedMembers, type LinkedMembers } from '@contract/admin/linked-members';
import { request } from '@lib/api';

const linkedKeys = {
  all: ['admin', 'linked-members'] as const,
  of: (memberId: number) => [...linkedKeys.all, memberId] as const,
};

const getLinkedMembers = (memberId: number) =>
  request<LinkedMembers>(import.meta.env.DEV && linkedMembers, {
    method: 'GET',
    url: `/api/admin/members/${memberId}/linked`,
  });

const linkedMembersOptions = (memberId: number) =>
  queryOptions({ queryKey: linkedKeys.of(memberId), queryFn: () => getLinkedMembers(memberId) });

export const useLinkedMembersQuery = (memberId: number) => useQuery(linkedMembersOptions(memberId));
