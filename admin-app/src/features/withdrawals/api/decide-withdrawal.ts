import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidedWithdrawal, type DecidedWithdrawal } from '@contract/admin/withdrawals';
import { request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

type Decision = { id: number; approve: boolean; reason: string };

const decideWithdrawal = ({ id, approve, reason }: Decision) =>
  request<DecidedWithdrawal>(import.meta.env.DEV && decidedWithdrawal, {
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${approve ? 'approve' : 'refuse'}`,
    data: { reason },
    skipBadRequestRedirect: true,
  });

/** Approve or refuse; the queue reloads either way (a refusal may mean someone else decided it first). */
export const useDecideWithdrawalMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
