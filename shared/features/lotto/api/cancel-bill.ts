import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billDetail, type BillDetail } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys } from './keys';

/** POST /api/lotto/bill/cancel: the stake comes back once, while the round's cancel window is open. */
const cancelBill = (billId: number) =>
  request<BillDetail>(import.meta.env.DEV && billDetail, {
    method: 'POST',
    url: '/api/lotto/bill/cancel',
    data: { bill_id: billId },
    skipBadRequestRedirect: true,
  });

export const useCancelBillMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lottoKeys.bills() }),
  });
};
