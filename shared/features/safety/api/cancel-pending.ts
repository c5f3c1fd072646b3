import { safetyStatus, type LimitKey, type SafetyStatus } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/** POST /api/member/safety/limit/cancel: drops a waiting increase or removal; the limit in force stays. */
const cancelPending = (key: LimitKey) =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/limit/cancel',
    data: { key },
    skipBadRequestRedirect: true,
  });

export const useCancelPendingMutation = () => useStatusMutation(cancelPending);
