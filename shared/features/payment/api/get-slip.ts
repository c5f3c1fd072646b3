import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositSlip, type DepositSlip } from '@contract/payment-slip';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** GET /api/member/payment/slip: the slip attached to one of the member's transfer orders (null: none yet). */
const getSlip = (orderId: string) =>
  request<DepositSlip | null>(import.meta.env.DEV && depositSlip.nullable(), {
    method: 'GET',
    url: '/api/member/payment/slip',
    params: { order_id: orderId },
  });

const slipQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: paymentKeys.slip(orderId), queryFn: () => getSlip(orderId), meta: memberMeta });

export const useSlipQuery = (orderId: string) => useQuery(slipQueryOptions(orderId));
