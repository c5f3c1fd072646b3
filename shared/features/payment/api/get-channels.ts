import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentChannel, type PaymentChannel } from '@contract/payment';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** GET /api/member/payment/channels: the agent's deposit channels with limits and availability. */
export const getChannels = () =>
  request<PaymentChannel[]>(import.meta.env.DEV && z.array(paymentChannel), {
    method: 'GET',
    url: '/api/member/payment/channels',
  });

const channelsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.channels(),
    queryFn: getChannels,
    meta: memberMeta,
    staleTime: 60_000,
  });

export const useChannelsQuery = () => useQuery(channelsQueryOptions());
