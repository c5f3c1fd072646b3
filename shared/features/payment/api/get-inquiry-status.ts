import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryStatus, type InquiryStatus } from '@contract/payment';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** How often the payment screen asks while the order is open. */
const POLL_MS = 3000;

/** GET /api/member/payment/inquiry_status: is the money in yet? */
const getInquiryStatus = (orderId: string) =>
  request<InquiryStatus>(import.meta.env.DEV && inquiryStatus, {
    method: 'GET',
    url: '/api/member/payment/inquiry_status',
    params: { order_id: orderId },
  });

const inquiryStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.status(orderId),
    queryFn: () => getInquiryStatus(orderId),
    meta: memberMeta,
    // Poll while open, also after a failed poll (provider down): the screen says so and keeps trying.
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'pending' ? POLL_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
  });

export const useInquiryStatusQuery = (orderId: string) => useQuery(inquiryStatusQueryOptions(orderId));
