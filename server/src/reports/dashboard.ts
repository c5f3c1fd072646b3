import type { Dashboard, PeriodFigures } from '@contract/admin/dashboard';
import { roleMay } from '@contract/admin/permissions';
import type { MoneyFigures } from '@contract/admin/reports';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { pendingAdjustments } from '@server/manual-money/list';
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

/** Money on the dashboard: the roles that read the money report or the deposits. */
const seesMoney = (role: string) => roleMay(role, 'reports.view') || roleMay(role, 'deposits.view');

/**
 * The dashboard: today's and this month's figures (Bangkok days), the queues, and a bar per day of the month,
 * each part only for a role that may see it (the rest is null and not even read). The month's money figures are
 * read once; today's are its last day.
 */
export const dashboardOf = async (
  q: Queryable,
  agentId: number,
  now: Date,
  role: string,
): Promise<Dashboard> => {
  const today = bangkokDay(now);
  const month = dayRange(monthStart(today), today);
  const day = dayRange(today, today);
  const [money, monthMembers, dayMembers, queues, adjustments] = await Promise.all([
    seesMoney(role) ? moneyFigures(q, agentId, month) : null,
    memberFigures(q, agentId, month),
    memberFigures(q, agentId, day),
    roleMay(role, 'withdrawals.view') || roleMay(role, 'transfers.review') ? queueSizes(q, agentId) : null,
    roleMay(role, 'adjust.approve') ? pendingAdjustments(q, agentId) : null,
  ]);
  const withdrawals = queues && roleMay(role, 'withdrawals.view');
  const transfers = queues && roleMay(role, 'transfers.review');
  const todayMoney = money ? (({ day: _day, ...rest }) => rest)(money.days.at(-1)!) : null;
  return {
    today,
    month_start: month.from,
    today_figures: todayMoney ? withMembers(todayMoney, dayMembers) : null,
    month_figures: money ? withMembers(money.total, monthMembers) : null,
    members: { today: dayMembers, month: monthMembers },
    queues: {
      withdrawals_waiting: withdrawals ? queues.waiting : null,
      withdrawals_waiting_amount: withdrawals ? toBaht(Number(queues.held)) : null,
      transfers_to_review: transfers ? queues.review : null,
      adjustments_to_approve: adjustments,
    },
    chart: money
      ? money.days.map(({ day: d, deposits, withdrawals: out, ggr }) => ({
          day: d,
          deposits,
          withdrawals: out,
          ggr,
        }))
      : null,
    generated_at: now.toISOString(),
  };
};
