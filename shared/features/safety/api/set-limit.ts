import { safetyStatus, type SafetyStatus, type SetLimitBody } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/** POST /api/member/safety/limit: a lower limit applies at once; a higher one or a removal waits 24 hours. */
const setLimit = (body: SetLimitBody) =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/limit',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useSetLimitMutation = () => useStatusMutation(setLimit);
