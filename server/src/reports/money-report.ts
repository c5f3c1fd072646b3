import type { MoneyReport } from '@contract/admin/reports';
import type { Queryable } from '@server/db/db';
import { dayRange } from './bangkok-days';
import { memberMoneyFigures, moneyFigures } from './money-figures';

/** The reports page: per day and per game category over a range of Bangkok days (at most 366). */
export const moneyReport = async (
  q: Queryable,
  agentId: number,
  from: string,
  to: string,
): Promise<MoneyReport> => {
  const range = dayRange(from, to);
  return { from, to, ...(await moneyFigures(q, agentId, range)) };
};

/** The per-member figures of the same range (the report's per-member CSV). */
export const memberMoneyReport = (q: Queryable, agentId: number, from: string, to: string) =>
  memberMoneyFigures(q, agentId, dayRange(from, to));
