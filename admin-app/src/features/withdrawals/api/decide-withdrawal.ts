import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decidedWithdrawal,
  type ApproveWithdrawalBody,
  type DecidedWithdrawal,
  type RefuseWithdrawalBody,
} from '@contract/admin/withdrawals';
import { request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

/**
 * What staff decide: approve a request they have paid (or record the payout of one the system approved), with
 * the account and the bank's reference; or refuse it, with the reason the member reads. The note is internal.
 */
export type Decision =
  | { id: number; verb: 'approve' | 'paid'; body: ApproveWithdrawalBody }
  | { id: number; verb: 'refuse'; body: RefuseWithdrawalBody };

const decideWithdrawal = ({ id, verb, body }: Decision) =>
  request<DecidedWithdrawal>(import.meta.env.DEV && decidedWithdrawal, {
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${verb}`,
    data: body,
    skipBadRequestRedirect: true,
  });

/** The queue and the history reload either way (a refusal may mean someone else decided it first). */
export const useDecideWithdrawalMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
