import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentItem, type AdjustmentItem } from '@contract/admin/manual-money';
import { request } from '@lib/api';
import { adjustmentsKeys } from './adjustments-keys';

type Decision = { id: number; approve: boolean; reason?: string };

const decideAdjustment = ({ id, approve, reason }: Decision) =>
  request<AdjustmentItem>(import.meta.env.DEV && adjustmentItem, {
    method: 'POST',
    url: `/api/admin/adjustments/${id}/${approve ? 'approve' : 'reject'}`,
    data: { reason },
    skipBadRequestRedirect: true,
  });

export const useDecideAdjustmentMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAdjustment,
    onSettled: () => client.invalidateQueries({ queryKey: adjustmentsKeys.all }),
  });
};
