import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositSlip, type DepositSlip } from '@contract/payment-slip';
import { request } from '@lib/api';
import { paymentKeys } from './keys';

/** POST /api/member/payment/slip: the image itself is the body; the server reads its type from its bytes. */
const uploadSlip = ({ orderId, file }: { orderId: string; file: File }) =>
  request<DepositSlip>(import.meta.env.DEV && depositSlip, {
    method: 'POST',
    url: '/api/member/payment/slip',
    params: { order_id: orderId },
    data: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });

export const useUploadSlipMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSlip,
    onSuccess: (slip, { orderId }) => queryClient.setQueryData(paymentKeys.slip(orderId), slip),
  });
};
