import { z } from 'zod';
import { cursorParam, nextCursor } from '../pagination';

/** The game categories cashback and win/loss count (member_play's categories, lotto included). */
export const playCategory = z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']);
export type PlayCategory = z.infer<typeof playCategory>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องเป็นรูปแบบ YYYY-MM-DD');

/** GET /api/cashback/info: the running cashback and win/loss campaigns, as members read them (baht, percent). */
const cashbackRateLine = z.object({ category: playCategory, percent: z.number() });
const cashbackProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  rates: z.array(cashbackRateLine),
  min_payout: z.number(),
  max_payout: z.number().nullable(),
});
const winlossProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  percent: z.number(),
  categories: z.array(playCategory),
  min_loss: z.number(),
  max_amount: z.number().nullable(),
  claim_open_hours: z.number().int(),
  claim_days: z.number().int(),
});
export const cashbackInfo = z.object({
  cashback: z.array(cashbackProgram),
  winloss: z.array(winlossProgram),
});
export type CashbackInfo = z.infer<typeof cashbackInfo>;
export type CashbackProgram = z.infer<typeof cashbackProgram>;
export type WinlossProgram = z.infer<typeof winlossProgram>;

/**
 * GET /api/cashback/turnover/history and /loss/history: the member's newest first, one page at a time (keyset,
 * issue 31): `cursor` is the `next_cursor` of the page before, none for the first page.
 */
export const historyQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const cashbackDay = z.object({
  id: z.number().int(),
  day,
  campaign_name: z.string(),
  turnover: z.number(),
  amount: z.number(),
  lines: z.array(
    z.object({ category: playCategory, stake: z.number(), percent: z.number(), amount: z.number() }),
  ),
  paid_at: z.string(),
});
export type CashbackDay = z.infer<typeof cashbackDay>;
export const cashbackHistory = z.object({
  items: z.array(cashbackDay),
  next_cursor: nextCursor,
  limit: z.number().int(),
});
export type CashbackHistory = z.infer<typeof cashbackHistory>;

/** A week's refund: 'waiting' before its window, 'open' inside it, 'claimed', or 'expired' after it. */
const lossStatus = z.enum(['waiting', 'open', 'claimed', 'expired']);
export type LossStatus = z.infer<typeof lossStatus>;
const lossWeek = z.object({
  id: z.number().int(),
  campaign_name: z.string(),
  week_start: day,
  week_end: day,
  stake: z.number(),
  win: z.number(),
  loss: z.number(),
  amount: z.number(),
  opens_at: z.string(),
  closes_at: z.string(),
  status: lossStatus,
  claimed_at: z.string().nullable(),
});
export type LossWeek = z.infer<typeof lossWeek>;
export const lossHistory = z.object({
  items: z.array(lossWeek),
  next_cursor: nextCursor,
  limit: z.number().int(),
});
export type LossHistory = z.infer<typeof lossHistory>;

/** GET /api/cashback/loss/current: this week's play so far and the refund it would come to (an estimate). */
export const lossCurrent = z.object({
  week_start: day,
  week_end: day,
  campaigns: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      percent: z.number(),
      stake: z.number(),
      win: z.number(),
      loss: z.number(),
      estimate: z.number(),
    }),
  ),
});
export type LossCurrent = z.infer<typeof lossCurrent>;

/** POST /api/cashback/loss/claim: one week's refund by its id or its Monday; neither: the newest claimable. */
export const lossClaimBody = z
  .object({ id: z.number().int().min(1).optional(), week: day.optional() })
  .strict()
  .nullish();
export const lossClaimAnswer = z.object({
  award_id: z.number().int(),
  amount: z.number(),
  period: z.string(),
  turnover_required: z.number(),
  replayed: z.boolean(),
});
export type LossClaimAnswer = z.infer<typeof lossClaimAnswer>;
