import { z } from 'zod';
import type { ProtectionHistoryRow } from '@contract/admin/protection';
import { limitKey, type LimitKey } from '@contract/protection/protection';
import { formatThaiDateTime } from '@lib/format';
import { protectionStrings as t } from '../strings';
import { limitAmount } from './limit-text';

/**
 * One audit row of a member's protection, as a sentence staff can read. The audit log keeps what the server
 * stored: deposit and loss limits in satang (minutes for the session limit), so money is divided by 100 here.
 * A row whose shape is not the one expected falls back to its JSON, never to nothing.
 */

const amount = z.number().nullable();
const limitBefore = z.object({ key: limitKey, value: amount, pending: amount.optional() });
const limitAfter = z.object({ key: limitKey, value: amount, pending: amount, effective_at: z.string() });
const cancelBefore = z.object({ key: limitKey, pending: amount });
const cancelAfter = z.object({ key: limitKey, value: amount });
const minutes = z.object({ minutes: z.number() });
const exclusionBefore = z.object({ kind: z.string(), until: z.string() }).nullable();
const exclusionAfter = z.object({ kind: z.string(), duration: z.string(), until: z.string() });

/** A stored limit (satang, or minutes for the session) for the screen. */
const stored = (key: LimitKey, value: number | null | undefined) =>
  limitAmount(key, value === null || value === undefined ? null : key === 'session' ? value : value / 100);

// An increase or removal waits 24 hours; a change that applies at once says "now" in effective_at.
const PENDING_AFTER_MS = 60 * 60 * 1000;

const limitText = (row: ProtectionHistoryRow): string | null => {
  const before = limitBefore.safeParse(row.before);
  const after = limitAfter.safeParse(row.after);
  if (!before.success || !after.success) return null;
  const { key, value, pending, effective_at } = after.data;
  const label = t.limitLabels[key];
  const waits =
    pending !== null ||
    new Date(effective_at).getTime() - new Date(row.created_at).getTime() > PENDING_AFTER_MS;
  if (waits) {
    // Pending with a null value is a removal waiting for its cool-off.
    return `${label}: ${stored(key, value)} → ${stored(key, pending)} (${t.takesEffect(formatThaiDateTime(effective_at))})`;
  }
  const from = before.data.value === null ? t.notSet : stored(key, before.data.value);
  return `${label}: ${from} → ${stored(key, value)} (${t.atOnce})`;
};

const cancelText = (row: ProtectionHistoryRow): string | null => {
  const before = cancelBefore.safeParse(row.before);
  const after = cancelAfter.safeParse(row.after);
  if (!before.success || !after.success) return null;
  const key = after.data.key;
  return `${t.limitLabels[key]}: ${t.cancelled(stored(key, before.data.pending), stored(key, after.data.value))}`;
};

const realityText = (row: ProtectionHistoryRow): string | null => {
  const before = minutes.safeParse(row.before);
  const after = minutes.safeParse(row.after);
  if (!before.success || !after.success) return null;
  const every = (n: number) => (n === 0 ? t.realityOff : t.realityEvery(n));
  return `${every(before.data.minutes)} → ${every(after.data.minutes)}`;
};

const exclusionText = (row: ProtectionHistoryRow): string | null => {
  const before = exclusionBefore.safeParse(row.before ?? null);
  const after = exclusionAfter.safeParse(row.after);
  if (!before.success || !after.success) return null;
  const { duration, until } = after.data;
  const text = t.exclusionChange(t.durations[duration] ?? duration, formatThaiDateTime(until));
  return before.data ? `${text} (${t.extended(formatThaiDateTime(before.data.until))})` : text;
};

const texts: Record<string, (row: ProtectionHistoryRow) => string | null> = {
  'protection.limit': limitText,
  'protection.limit_cancel': cancelText,
  'protection.reality_check': realityText,
  'protection.timeout': exclusionText,
  'protection.self_exclusion': exclusionText,
};

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

export const historyChange = (row: ProtectionHistoryRow): string =>
  texts[row.action]?.(row) ?? `${json(row.before)} → ${json(row.after)}`;

export const historyAction = (action: string): string => t.actions[action] ?? action;

/** `member:<username>` as "สมาชิก <username>", `system` (a cool-off taking effect) in Thai, others as written. */
export const historyActor = (actor: string): string => {
  if (actor.startsWith('member:')) return t.member(actor.slice('member:'.length));
  return actor === 'system' ? t.system : actor;
};
