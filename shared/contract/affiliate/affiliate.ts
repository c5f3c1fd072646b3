import { z } from 'zod';

/** Money is baht at this edge (two decimals); rates are percentages. */
export const clickBody = z.object({ code: z.string().min(1).max(40) });
export const clickAnswer = z.object({ recorded: z.boolean() });

export const categoryRate = z.object({
  category: z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']),
  basis: z.enum(['turnover', 'net_loss']),
  level1: z.number().min(0).max(50),
  level2: z.number().min(0).max(50),
});
export type CategoryRateItem = z.infer<typeof categoryRate>;

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

export const pageBody = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const networkMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  level: z.number().int(),
  registered_at: z.string(),
  commission: z.number(),
});
export type NetworkMemberItem = z.infer<typeof networkMember>;
export const affiliateNetwork = z.object({ items: z.array(networkMember), total: z.number().int() });
export type AffiliateNetwork = z.infer<typeof affiliateNetwork>;

export const affiliateTransaction = z.object({
  id: z.number().int(),
  type: z.enum(['commission', 'redeem']),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export type AffiliateTransactionItem = z.infer<typeof affiliateTransaction>;
export const affiliateTransactions = z.object({ items: z.array(affiliateTransaction) });
export type AffiliateTransactions = z.infer<typeof affiliateTransactions>;

export const redeemBody = z.object({ request_id: z.string().min(8).max(64) });
export const redeemAnswer = z.object({ amount: z.number(), replayed: z.boolean() });
export type RedeemAnswer = z.infer<typeof redeemAnswer>;
