import { z } from 'zod';
import { moneyFigures } from './reports';

const periodFigures = moneyFigures.extend({
  new_members: z.number().int(),
  /** Members who placed a bet in the period. */
  active_members: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const dashboard = z.object({
  /** Bangkok day the figures are for, and the first day of its month. */
  today: z.string(),
  month_start: z.string(),
  today_figures: periodFigures,
  month_figures: periodFigures,
  queues: z.object({
    withdrawals_waiting: z.number().int(),
    /** Baht held by the waiting withdrawals. */
    withdrawals_waiting_amount: z.number(),
    transfers_to_review: z.number().int(),
  }),
  /** One bar per day of the month so far. Baht. */
  chart: z.array(
    z.object({ day: z.string(), deposits: z.number(), withdrawals: z.number(), ggr: z.number() }),
  ),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof dashboard>;
