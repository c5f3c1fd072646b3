import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponHistory } from '@contract/rewards/promotion';
import type { z } from 'zod';
import { request } from '@lib/api';
import { memberMeta, promotionKeys } from './keys';

/** GET /api/coupon/history: the member's redeemed coupons. */
const getCouponHistory = () =>
  request<z.infer<typeof couponHistory>>(import.meta.env.DEV && couponHistory, {
    method: 'GET',
    url: '/api/coupon/history',
  });

const couponHistoryQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.coupons(), queryFn: getCouponHistory, meta: memberMeta });

export const useCouponHistoryQuery = () => useQuery(couponHistoryQueryOptions());
