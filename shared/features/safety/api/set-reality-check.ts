import { safetyStatus, type RealityCheckBody, type SafetyStatus } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/** POST /api/member/safety/reality-check: the reminder's interval (0 turns it off); the next one counts from now. */
const setRealityCheck = (minutes: RealityCheckBody['minutes']) =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/reality-check',
    data: { minutes },
    skipBadRequestRedirect: true,
  });

export const useSetRealityCheckMutation = () => useStatusMutation(setRealityCheck);
