import { safetyStatus, type SafetyStatus } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/** POST /api/member/safety/reality-check/continue: "keep playing"; the answer says when the next reminder is due. */
const continueRealityCheck = () =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/reality-check/continue',
    skipBadRequestRedirect: true,
  });

export const useContinueRealityCheckMutation = () => useStatusMutation(continueRealityCheck);
