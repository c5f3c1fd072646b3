import type { RealityCheckStatus } from '@contract/protection/protection';

/**
 * How long until the next reality check, in ms, from the server's own times (`next_due_at - server_time`): a
 * duration, so a device whose clock is wrong (or faked in a test) still waits the right time. Null when the
 * reality check is off; 0 when it is already due.
 */
export const reminderDelay = (check: RealityCheckStatus, serverTime: string): number | null => {
  if (check.minutes <= 0 || !check.next_due_at) return null;
  const delay = new Date(check.next_due_at).getTime() - new Date(serverTime).getTime();
  return Number.isFinite(delay) ? Math.max(0, delay) : null;
};
