import { queryOptions, useQuery } from '@tanstack/react-query';
import { safetyStatus, type SafetyStatus } from '@contract/protection/protection';
import { request } from '@lib/api';
import { memberMeta, safetyKeys } from './keys';

/** GET /api/member/safety: limits with what is used, the reality check, a time-out or self-exclusion. */
const getSafetyStatus = () =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'GET',
    url: '/api/member/safety',
    skipBadRequestRedirect: true,
  });

export const safetyStatusQueryOptions = () =>
  queryOptions({ queryKey: safetyKeys.status(), queryFn: getSafetyStatus, meta: memberMeta });

export const useSafetyStatusQuery = (enabled = true) => useQuery({ ...safetyStatusQueryOptions(), enabled });
