import { queryOptions, useQuery } from '@tanstack/react-query';
import { slipWithImage, type SlipWithImage } from '@contract/payment-slip';
import { request } from '@lib/api';

const getSlip = (orderRef: string) =>
  request<SlipWithImage | null>(import.meta.env.DEV && slipWithImage.nullable(), {
    method: 'GET',
    url: '/api/admin/deposits/slip',
    params: { order_id: orderRef },
  });

const slipQueryOptions = (orderRef: string) =>
  queryOptions({ queryKey: ['admin', 'deposits', 'slip', orderRef], queryFn: () => getSlip(orderRef) });

/** The transfer slip the member attached to a deposit order, with its image (null: none). */
export const useDepositSlipQuery = (orderRef: string | null) =>
  useQuery({ ...slipQueryOptions(orderRef ?? ''), enabled: orderRef !== null });
