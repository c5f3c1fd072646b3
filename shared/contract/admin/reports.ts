import { z } from 'zod';
import { dayText } from './money-common';

/**
 * Figures of one period. Baht; GGR = stakes - wins; bonus cost: credits from bonus, cashback and affiliate;
 * adjustments: staff credits less staff debits by hand, net.
 */
export const moneyFigures = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonus_cost: z.number(),
  adjustments: z.number(),
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

const dayFigures = moneyFigures.extend({ day: dayText });
export type DayFigures = z.infer<typeof dayFigures>;

/** Game category figures; 'other' for bets whose game is not in the catalogue. */
const categoryFigures = z.object({
  category: z.string(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
});
export type CategoryFigures = z.infer<typeof categoryFigures>;

export const reportQuery = z.object({ from: dayText, to: dayText });
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportCsvQuery = reportQuery.extend({ by: z.enum(['day', 'category', 'member']).optional() });

export const moneyReport = z.object({
  from: dayText,
  to: dayText,
  days: z.array(dayFigures),
  categories: z.array(categoryFigures),
  total: moneyFigures,
});
export type MoneyReport = z.infer<typeof moneyReport>;
