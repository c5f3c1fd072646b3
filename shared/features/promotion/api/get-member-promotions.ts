import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberPromotions, type MemberPromotions } from '@contract/rewards/promotion';
import { request } from '@lib/api';
import { memberMeta, promotionKeys } from './keys';

/** GET /api/member/promotions: the member's promotions with their turnover progress. */
const getMemberPromotions = () =>
  request<MemberPromotions>(import.meta.env.DEV && memberPromotions, {
    method: 'GET',
    url: '/api/member/promotions',
  });

const memberPromotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.mine(), queryFn: getMemberPromotions, meta: memberMeta });

export const useMemberPromotionsQuery = () => useQuery(memberPromotionsQueryOptions());
