import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolvedTransfer, type ResolvedTransfer } from '@contract/admin/transfers';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

/** Assign to a member picked from the suggestions (member_id) or typed (phone), or reject; a reason always. */
type Resolution = { id: number; reason: string } & (
  { assign: true; phone?: string; member_id?: number } | { assign: false }
);

const resolveTransfer = (resolution: Resolution) =>
  request<ResolvedTransfer>(import.meta.env.DEV && resolvedTransfer, {
    method: 'POST',
    url: `/api/admin/transfers/${resolution.id}/${resolution.assign ? 'assign' : 'reject'}`,
    data: resolution.assign
      ? resolution.member_id
        ? { member_id: resolution.member_id, reason: resolution.reason }
        : { phone: resolution.phone ?? '', reason: resolution.reason }
      : { reason: resolution.reason },
    skipBadRequestRedirect: true,
  });

export const useResolveTransferMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: transferKeys.all }),
  });
};
