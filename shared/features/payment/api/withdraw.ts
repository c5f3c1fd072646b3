import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { withdrawal, type Withdrawal, type withdrawBody } from '@contract/payment';
import { request } from '@lib/api';
import { paymentKeys } from './keys';

type WithdrawBody = z.input<typeof withdrawBody>;

/** POST /api/member/withdraw: the amount is held at once; `request_id` makes a retried request safe. */
const withdraw = (body: WithdrawBody) =>
  request<Withdrawal>(import.meta.env.DEV && withdrawal, {
    method: 'POST',
    url: '/api/member/withdraw',
    data: body,
  });

export const useWithdrawMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawInfo() }),
  });
};
