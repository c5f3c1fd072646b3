import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { depositOrder, type DepositOrder, type generateQrBody } from '@contract/payment';
import { request } from '@lib/api';
import { paymentKeys } from './keys';

type GenerateQrBody = z.input<typeof generateQrBody>;

/** POST /api/member/payment/generate_qr: a deposit order (a QR, or the exact amount to transfer). */
const generateQr = (body: GenerateQrBody) =>
  request<DepositOrder>(import.meta.env.DEV && depositOrder, {
    method: 'POST',
    url: '/api/member/payment/generate_qr',
    data: body,
  });

export const useGenerateQrMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQr,
    onSuccess: (order) => {
      queryClient.setQueryData(paymentKeys.order(order.order_id), order);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.info(order.channel_id) });
    },
  });
};
