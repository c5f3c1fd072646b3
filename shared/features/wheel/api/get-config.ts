import { queryOptions, useQuery } from '@tanstack/react-query';
import { wheelConfigV2Answer, type WheelConfigV2Answer } from '@contract/rewards/wheel';
import { request } from '@lib/api';
import { memberMeta, wheelKeys } from './keys';

/** GET /api/wheel/config_v2: setting, prizes with their probabilities, free spins, points, the fair pair. */
const getWheelConfig = () =>
  request<WheelConfigV2Answer>(import.meta.env.DEV && wheelConfigV2Answer, {
    method: 'GET',
    url: '/api/wheel/config_v2',
  });

const wheelConfigQueryOptions = () =>
  queryOptions({
    queryKey: wheelKeys.config(),
    queryFn: getWheelConfig,
    meta: memberMeta,
    staleTime: 10_000,
  });

export const useWheelConfigQuery = () => useQuery(wheelConfigQueryOptions());
