import { safetyStatus, type SafetyStatus, type SelfExclusionDuration } from '@contract/protection/protection';
import { request } from '@lib/api';
import { useStatusMutation } from './status-mutation';

/**
 * POST /api/member/safety/self-exclude: effective at once, and nobody (the member, staff) can end it early.
 * `confirm: true` is sent only from the dialog where the member ticked that they understand this.
 */
const selfExclude = (duration: SelfExclusionDuration) =>
  request<SafetyStatus>(import.meta.env.DEV && safetyStatus, {
    method: 'POST',
    url: '/api/member/safety/self-exclude',
    data: { duration, confirm: true },
    skipBadRequestRedirect: true,
  });

export const useSelfExcludeMutation = () => useStatusMutation(selfExclude);
