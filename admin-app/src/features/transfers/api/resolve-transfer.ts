import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolvedTransfer, type ResolvedTransfer } from '@contract/admin/transfers';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

type Resolution = { id: number; reason: string } & ({ assign: true; phone: string } | { assign: false });

const resolveTransfer = (resolution: Resolution) =>
  request<ResolvedTransfer>(import.meta.env.DEV && resolvedTransfer, {
    method: 'POST',
    url: `/api/admin/transfers/${resolution.id}/${resolution.assign ? 'assign' : 'reject'}`,
    data: resolution.assign
      ? { phone: resolution.phone, reason: resolution.reason }
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
