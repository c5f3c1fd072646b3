import { z } from 'zod';
import { cursorParam, nextCursor } from '../pagination';

/** Money is baht at this edge (two decimals); rates are percentages. */
export const clickBody = z.object({ code: z.string().min(1).max(40) });
export const clickAnswer = z.object({ recorded: z.boolean() });

const categoryRate = z.object({
  category: z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']),
  basis: z.enum(['turnover', 'net_loss']),
  level1: z.number().min(0).max(50),
  level2: z.number().min(0).max(50),
});

export const configsQuery = z.object({ agent_id: z.string().max(40).optional() });
export const affiliateConfigs = z.object({
  rates: z.array(categoryRate),
  levels: z.number().int().min(1).max(2),
  min_redeem: z.number(),
  hold_threshold: z.number(),
});
export type AffiliateConfigs = z.infer<typeof affiliateConfigs>;

export const affiliateSummary = z.object({
  code: z.string(),
  clicks: z.number().int(),
  sign_ups: z.number().int(),
  first_deposits: z.number().int(),
  commission_today: z.number(),
  commission_month: z.number(),
  redeemable: z.number(),
  held: z.number(),
  min_redeem: z.number(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummary>;

/** A page of the member's network or history (keyset, issue 31): `cursor` is the page before's `next_cursor`. */
export const pageBody = z.object({
  cursor: cursorParam.optional(),
  size: z.number().int().min(1).max(100).default(20),
});
export const pageQuery = z.object({
  cursor: cursorParam.optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const networkMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  level: z.number().int(),
  registered_at: z.string(),
  commission: z.number(),
});
export const affiliateNetwork = z.object({
  items: z.array(networkMember),
  total: z.number().int(),
  next_cursor: nextCursor,
});
export type AffiliateNetwork = z.infer<typeof affiliateNetwork>;

const affiliateTransaction = z.object({
  id: z.number().int(),
  type: z.enum(['commission', 'redeem']),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export const affiliateTransactions = z.object({
  items: z.array(affiliateTransaction),
  next_cursor: nextCursor,
});
export type AffiliateTransactions = z.infer<typeof affiliateTransactions>;

export const redeemBody = z.object({ request_id: z.string().min(8).max(64) });
export const redeemAnswer = z.object({ amount: z.number(), replayed: z.boolean() });
export type RedeemAnswer = z.infer<typeof redeemAnswer>;

// ---- back office ----
/** @alias the console saves the settings in the shape members read them. */
export const adminSettingsBody = affiliateConfigs;

const adminRun = z.object({
  day: z.string(),
  referrers: z.number().int(),
  paid: z.number(),
  held: z.number(),
  refused: z.number(),
});
export const adminRuns = z.object({ items: z.array(adminRun) });
export type AdminRuns = z.infer<typeof adminRuns>;

export const commissionsQuery = z.object({
  status: z.enum(['held', 'released', 'refused', 'credited']).default('held'),
});
const adminCommission = z.object({
  id: z.number().int(),
  day: z.string(),
  referrer_id: z.number().int(),
  phone: z.string(),
  level: z.number().int(),
  amount: z.number(),
  members: z.number().int(),
  status: z.string(),
  reason: z.string(),
});
export type AdminCommission = z.infer<typeof adminCommission>;
export const adminCommissions = z.object({ items: z.array(adminCommission) });
export type AdminCommissions = z.infer<typeof adminCommissions>;

export const commissionParams = z.object({ id: z.coerce.number().int().positive() });
export const refuseBody = z.object({ reason: z.string().max(500) });
export const decisionAnswer = z.object({ id: z.number().int(), status: z.enum(['released', 'refused']) });

const adminRefusal = z.object({
  id: z.number().int(),
  reason: z.string(),
  member_phone: z.string(),
  referrer_phone: z.string(),
  created_at: z.string(),
});
export const adminRefusals = z.object({ items: z.array(adminRefusal) });
export type AdminRefusals = z.infer<typeof adminRefusals>;

export const networkQuery = z.object({ phone: z.string().min(9).max(20), cursor: cursorParam.optional() });
export const adminNetwork = affiliateNetwork.extend({ member_id: z.number().int(), code: z.string() });
export type AdminNetwork = z.infer<typeof adminNetwork>;
