import { z } from 'zod';
import { isBahtAmount } from '../money';
import { staffRole } from './permissions';

/** Baht with at most two decimals, zero or more: a limit or a threshold the owner types. */
const bahtSetting = z.number().min(0).max(100_000_000).refine(isBahtAmount, 'at most two decimals');

/**
 * The agent's rules of manual money: above `four_eyes_above` baht an adjustment waits for a second staff member;
 * each role may credit plus debit at most `daily_limit` baht per staff member and Bangkok day.
 */
export const manualMoneyRules = z.object({
  four_eyes_above: z.number(),
  limits: z.array(z.object({ role: staffRole, daily_limit: z.number() })),
});
export type ManualMoneyRules = z.infer<typeof manualMoneyRules>;

export const manualMoneyRulesBody = z.object({
  four_eyes_above: bahtSetting,
  limits: z.array(z.object({ role: staffRole, daily_limit: bahtSetting })).max(20),
});
export type ManualMoneyRulesBody = z.infer<typeof manualMoneyRulesBody>;

/** What the signed-in staff member may still adjust today, for the member page's form. */
export const myManualMoney = z.object({
  daily_limit: z.number(),
  used_today: z.number(),
  four_eyes_above: z.number(),
});
export type MyManualMoney = z.infer<typeof myManualMoney>;

export const adjustmentStatus = z.enum(['done', 'pending', 'approved', 'rejected']);
export type AdjustmentStatus = z.infer<typeof adjustmentStatus>;

/** One console adjustment, done at once or requested (baht). `note` is internal: staff only. */
export const adjustmentItem = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  wallet_type_id: z.number().int(),
  wallet_name: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  note: z.string(),
  member_text: z.string(),
  status: adjustmentStatus,
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string(),
  decided_at: z.string().nullable(),
  decision_reason: z.string(),
});
export type AdjustmentItem = z.infer<typeof adjustmentItem>;

export const adjustmentsQuery = z.object({ status: adjustmentStatus.optional() });
export const adjustmentList = z.object({ items: z.array(adjustmentItem) });
export type AdjustmentList = z.infer<typeof adjustmentList>;

/** A rejection needs the reason; an approval may carry one. */
export const adjustmentDecisionBody = z.object({ reason: z.string().max(500).optional() });
