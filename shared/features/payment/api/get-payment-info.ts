import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentInfo, type PaymentInfo } from '@contract/payment';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** GET /api/member/payment/info: a channel's accounts, quick amounts and deposit notice. */
const getPaymentInfo = (channelId: number) =>
  request<PaymentInfo>(import.meta.env.DEV && paymentInfo, {
    method: 'GET',
    url: '/api/member/payment/info',
    params: { channel_id: channelId },
  });

const paymentInfoQueryOptions = (channelId: number) =>
  queryOptions({
    queryKey: paymentKeys.info(channelId),
    queryFn: () => getPaymentInfo(channelId),
    meta: memberMeta,
    staleTime: 30_000,
  });

export const usePaymentInfoQuery = (channelId: number | null) =>
  useQuery({ ...paymentInfoQueryOptions(channelId ?? 0), enabled: channelId !== null });
