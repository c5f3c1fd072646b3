import { z } from 'zod';
import { playCategory } from './cashback';

const baht = z.number().min(0).max(100_000_000);
const percent = z.number().min(0).max(100);

/**
 * A cashback or win/loss campaign as the back office edits it (baht, percent). Cashback reads `rates`,
 * `min_payout`, `max_payout`; win/loss reads `percent`, `categories`, `min_loss`, `max_amount` and the window.
 */
const cashbackCampaignInput = z
  .object({
    kind: z.enum(['cashback', 'winloss']),
    name: z.string().trim().min(1).max(120),
    description: z.string().max(2000).default(''),
    terms: z.string().max(5000).default(''),
    status: z.enum(['draft', 'active', 'paused', 'ended']),
    wallet_type_id: z.number().int().min(1).max(100),
    turnover_multiplier: z.number().min(0).max(1000),
    rates: z.partialRecord(playCategory, percent).default({}),
    min_payout: baht.default(0),
    max_payout: baht.nullable().default(null),
    percent: percent.default(0),
    categories: z.array(playCategory).default([]),
    min_loss: baht.default(0),
    max_amount: baht.nullable().default(null),
    claim_open_hours: z.number().int().min(0).max(336).default(0),
    claim_days: z.number().int().min(1).max(60).default(7),
  })
  .strict();
export type CashbackCampaignInput = z.infer<typeof cashbackCampaignInput>;

export const cashbackCampaignSave = cashbackCampaignInput.extend({ id: z.number().int().min(1).optional() });

export const cashbackCampaign = cashbackCampaignInput.extend({
  id: z.number().int(),
  rates: z.partialRecord(playCategory, z.number()),
  awarded_count: z.number().int(),
  awarded_amount: z.number(),
});
export type CashbackCampaign = z.infer<typeof cashbackCampaign>;
export const cashbackCampaignList = z.object({ items: z.array(cashbackCampaign) });

export const cashbackRunsQuery = z.object({ kind: z.enum(['cashback', 'winloss']) }).strict();
/** One day's (cashback) or week's (win/loss) run: who was paid or entitled, and whether the job finished it. */
const cashbackRun = z.object({
  period: z.string(),
  members: z.number().int(),
  total: z.number(),
  claimed_members: z.number().int(),
  claimed_total: z.number(),
  finished_at: z.string().nullable(),
  attempts: z.number().int(),
});
export type CashbackRun = z.infer<typeof cashbackRun>;
export const cashbackRunList = z.object({ items: z.array(cashbackRun) });

/** A staff re-run of one ended day or week: pays (or entitles) only what is missing, never twice. */
export const cashbackRerunBody = z
  .object({
    kind: z.enum(['cashback', 'winloss']),
    period: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();
export const cashbackRerunAnswer = z.object({
  period: z.string(),
  campaigns: z.number().int(),
  paid: z.number().int(),
  total: z.number(),
  replayed: z.number().int(),
  refused: z.number().int(),
});
export type CashbackRerunAnswer = z.infer<typeof cashbackRerunAnswer>;
