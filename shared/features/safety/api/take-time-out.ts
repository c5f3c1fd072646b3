import { safetyStatus, type SafetyStatus, type TimeOutDuration } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/** POST /api/member/safety/timeout: a break from play, effective at once; nobody can shorten it. */
const takeTimeOut = (duration: TimeOutDuration) =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/timeout',
    data: { duration },
    skipBadRequestRedirect: true,
  });

export const useTimeOutMutation = () => useStatusMutation(takeTimeOut);
