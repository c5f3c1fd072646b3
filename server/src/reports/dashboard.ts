import type { Dashboard, PeriodFigures } from '@contract/admin/dashboard';
import type { MoneyFigures } from '@contract/admin/reports';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { bangkokDay, dayRange, monthStart } from './bangkok-days';
import { memberFigures, queueSizes } from './member-figures';
import { moneyFigures } from './money-figures';

const withMembers = (
  money: MoneyFigures,
  members: { new_members: number; active_members: number },
): PeriodFigures => ({
  ...money,
  ...members,
});

/**
 * The dashboard: today's and this month's figures (Bangkok days), the queues, and a bar per day of the month.
 * The month's money figures are read once; today's are its last day.
 */
export const dashboardOf = async (q: Queryable, agentId: number, now: Date): Promise<Dashboard> => {
  const today = bangkokDay(now);
  const month = dayRange(monthStart(today), today);
  const day = dayRange(today, today);
  const [money, monthMembers, dayMembers, queues] = await Promise.all([
    moneyFigures(q, agentId, month),
    memberFigures(q, agentId, month),
    memberFigures(q, agentId, day),
    queueSizes(q, agentId),
  ]);
  const { day: _day, ...todayMoney } = money.days.at(-1)!;
  return {
    today,
    month_start: month.from,
    today_figures: withMembers(todayMoney, dayMembers),
    month_figures: withMembers(money.total, monthMembers),
    queues: {
      withdrawals_waiting: queues.waiting,
      withdrawals_waiting_amount: toBaht(Number(queues.held)),
      transfers_to_review: queues.review,
    },
    chart: money.days.map(({ day: d, deposits, withdrawals, ggr }) => ({
      day: d,
      deposits,
      withdrawals,
      ggr,
    })),
    generated_at: now.toISOString(),
  };
};
