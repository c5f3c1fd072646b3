import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionDeposits } from '@contract/rewards/promotion';
import type { z } from 'zod';
import { request } from '@lib/api';
import { memberMeta, promotionKeys } from './keys';

/** GET /api/promotion/deposits: the member's recent deposits that back no promotion yet. */
const getDeposits = () =>
  request<z.infer<typeof promotionDeposits>>(import.meta.env.DEV && promotionDeposits, {
    method: 'GET',
    url: '/api/promotion/deposits',
  });

const depositsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.deposits(), queryFn: getDeposits, meta: memberMeta });

export const useDepositsQuery = (enabled: boolean) => useQuery({ ...depositsQueryOptions(), enabled });
