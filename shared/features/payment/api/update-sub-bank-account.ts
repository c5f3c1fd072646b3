import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { memberBankAccount, type MemberBankAccount, type updateSubBankBody } from '@contract/payment';
import { request } from '@lib/api';
import { paymentKeys } from './keys';

type UpdateSubBankBody = z.infer<typeof updateSubBankBody>;

/** POST /api/member/update_sub_bank_account: adds or changes the second withdrawal account (password needed). */
const updateSubBankAccount = (body: UpdateSubBankBody) =>
  request<MemberBankAccount[]>(import.meta.env.DEV && z.array(memberBankAccount), {
    method: 'POST',
    url: '/api/member/update_sub_bank_account',
    data: body,
  });

export const useUpdateSubBankAccountMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawInfo() }),
  });
};
