import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { addDays, bangkokDay, bangkokWeek } from '@server/rewards';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { payCashbackDay, type RunSummary } from '@server/rewards/cashback/cashback-day';
import { computeWinlossWeek } from '@server/rewards/cashback/winloss-week';

/**
 * A staff re-run of an ended day (cashback) or week (win/loss) of the staff member's agent. It goes past the
 * job's claim on purpose (a run that failed half-way, a campaign switched on late) and still cannot pay twice:
 * every award is keyed by campaign, member and period, and every entitlement is unique per week. Audited with
 * what it did.
 */
export const rerunPeriod = async (
  db: Db,
  by: ByStaff,
  kind: 'cashback' | 'winloss',
  period: string,
  now: Date,
): Promise<RunSummary> => {
  const today = bangkokDay(now);
  const ended =
    kind === 'cashback'
      ? period < today
      : bangkokWeek(new Date(`${period}T12:00:00+07:00`)) === period && addDays(period, 7) <= today;
  if (!ended || Number.isNaN(Date.parse(period))) fail('CASHBACK_PERIOD_INVALID');
  const options = { agentId: by.actor.agentId };
  const summary =
    kind === 'cashback'
      ? await payCashbackDay(db, period, now, options)
      : await computeWinlossWeek(db, period, now, options);
  await db.tx((q) =>
    auditAs(q, by.meta, by.actor, {
      action: `${kind}.rerun`,
      targetType: `${kind}_period`,
      targetId: period,
      after: summary,
    }),
  );
  return summary;
};
