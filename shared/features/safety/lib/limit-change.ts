import type { LimitStatus } from '@contract/protection/protection';

/**
 * What a change to a limit will do, as the server decides it (server/src/protection/changes.ts setLimit): a
 * first limit or a lower one is tighter and applies at once; a higher one or a removal is looser and waits 24
 * hours; the value already in force changes nothing (it only drops a waiting change).
 */
export type LimitChange = 'tighter' | 'looser' | 'same';

export const limitChange = (limit: Pick<LimitStatus, 'value'>, next: number | null): LimitChange => {
  if (next === limit.value) return 'same';
  if (next !== null && (limit.value === null || next < limit.value)) return 'tighter';
  return 'looser';
};

/** A typed limit: whole baht (or minutes), commas allowed; anything else is null. */
export const parseLimitInput = (text: string): number | null => {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(clean)) return null;
  const value = Number(clean);
  return value > 0 ? value : null;
};

/** Used of a limit, 0-100 for the progress bar (none set: 0). */
export const usedPercent = (limit: Pick<LimitStatus, 'value' | 'used'>) =>
  limit.value ? Math.min(100, Math.max(0, Math.round((limit.used / limit.value) * 100))) : 0;
