import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionList, type PromotionList } from '@contract/rewards/promotion';
import { request } from '@lib/api';
import { promotionKeys } from './keys';

/** GET /api/promotion/list: running promotions; for a member each says whether it may be claimed now. */
const getPromotions = () =>
  request<PromotionList>(import.meta.env.DEV && promotionList, { method: 'GET', url: '/api/promotion/list' });

const promotionsQueryOptions = (member: boolean) =>
  queryOptions({ queryKey: promotionKeys.list(member), queryFn: getPromotions, staleTime: 30_000 });

export const usePromotionsQuery = (member: boolean) => useQuery(promotionsQueryOptions(member));
