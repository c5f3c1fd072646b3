import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositOrder, type DepositOrder } from '@contract/payment';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** GET /api/member/payment/qrcode_info: one of the member's deposit orders with its QR image. */
const getQrcodeInfo = (orderId: string) =>
  request<DepositOrder>(import.meta.env.DEV && depositOrder, {
    method: 'GET',
    url: '/api/member/payment/qrcode_info',
    params: { order_id: orderId },
  });

const qrcodeInfoQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: () => getQrcodeInfo(orderId),
    meta: memberMeta,
    staleTime: Infinity, // the QR of an order never changes; its status is polled separately
  });

export const useQrcodeInfoQuery = (orderId: string) => useQuery(qrcodeInfoQueryOptions(orderId));
