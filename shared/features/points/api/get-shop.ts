import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopList, type ShopList } from '@contract/rewards/points';
import { request } from '@lib/api';
import { memberMeta, pointsKeys } from './keys';

/** GET /api/redemption/list: the items, and for a member the points and the next expiry. */
const getShop = () =>
  request<ShopList>(import.meta.env.DEV && shopList, { method: 'GET', url: '/api/redemption/list' });

const shopQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.shop(), queryFn: getShop, meta: memberMeta });

export const useShopQuery = () => useQuery(shopQueryOptions());
