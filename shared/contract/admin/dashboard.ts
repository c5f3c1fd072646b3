import { z } from 'zod';
import { moneyFigures } from './reports';

const memberCounts = z.object({
  new_members: z.number().int(),
  /** Members who placed a bet in the period. */
  active_members: z.number().int(),
});

const periodFigures = moneyFigures.extend(memberCounts.shape);
export type PeriodFigures = z.infer<typeof periodFigures>;
export type MemberCounts = z.infer<typeof memberCounts>;

/**
 * The dashboard follows the role: money (deposits, GGR, the chart) only for a role that sees money (reports or
 * deposits), each queue only for a role that may open it; the member counts for everyone. What a role may not
 * see is null, never computed.
 */
export const dashboard = z.object({
  /** Bangkok day the figures are for, and the first day of its month. */
  today: z.string(),
  month_start: z.string(),
  today_figures: periodFigures.nullable(),
  month_figures: periodFigures.nullable(),
  members: z.object({ today: memberCounts, month: memberCounts }),
  queues: z.object({
    /** Null without withdrawals.view. */
    withdrawals_waiting: z.number().int().nullable(),
    /** Baht held by the waiting withdrawals. */
    withdrawals_waiting_amount: z.number().nullable(),
    /** Null without transfers.review. */
    transfers_to_review: z.number().int().nullable(),
    /** Manual money requests waiting for a second staff member (issue 28). Null without adjust.approve. */
    adjustments_to_approve: z.number().int().nullable(),
  }),
  /** One bar per day of the month so far. Baht. Null with the money figures. */
  chart: z
    .array(z.object({ day: z.string(), deposits: z.number(), withdrawals: z.number(), ggr: z.number() }))
    .nullable(),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof dashboard>;
