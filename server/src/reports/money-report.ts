import type { MoneyReport } from '@contract/admin/reports';
import type { Queryable } from '@server/db/db';
import { dayRange } from './bangkok-days';
import { moneyFigures } from './money-figures';

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
