import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billDetail, type BillCreateBody, type BillDetail } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys } from './keys';

/**
 * POST /api/lotto/bill/create: the whole bill or nothing, the stake debited once. `request_id` is made once per
 * bill by the caller, so a retry after a lost answer gets the same bill back and is not debited twice.
 */
const createBill = (body: BillCreateBody) =>
  request<BillDetail>(import.meta.env.DEV && billDetail, {
    method: 'POST',
    url: '/api/lotto/bill/create',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useCreateBillMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBill,
    // Sold-out numbers and the bill list change with every accepted bill.
    onSettled: () => queryClient.invalidateQueries({ queryKey: lottoKeys.all }),
  });
};
