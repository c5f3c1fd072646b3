import { roleLabels, isStaffRole } from '@contract/admin/permissions';
import { shiftFigures, type ShiftFigure, type ShiftReport } from '@contract/admin/shift-report';
import { csvBaht, toCsv } from '@contract/csv';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

const MAX_MS = 31 * 24 * 3600 * 1000;

/**
 * Each figure per staff member over [from, to): withdrawal and transfer decisions from their audit rows (the
 * amount from the withdrawal or the transfer), adjustments from `manual_adjustments` (made at `requested_at`,
 * decided at `decided_at`). One query; every figure scoped to the staff member's agent.
 */
const FIGURES = `
  SELECT a.staff_id::int AS staff_id,
         CASE a.action WHEN 'withdrawal.approve' THEN 'withdrawals_approved'
                       WHEN 'withdrawal.refuse' THEN 'withdrawals_refused'
                       WHEN 'withdrawal.payout' THEN 'withdrawals_paid'
                       WHEN 'transfer.assign' THEN 'transfers_assigned'
                       ELSE 'transfers_refused' END AS figure,
         count(*)::int AS count, coalesce(sum(coalesce(w.amount, t.amount)), 0)::bigint AS amount
    FROM audit_log a
    LEFT JOIN withdrawals w ON a.action LIKE 'withdrawal.%' AND w.agent_id = a.agent_id
          AND w.id = CASE WHEN a.target_id ~ '^[0-9]{1,18}$' THEN a.target_id::bigint END
    LEFT JOIN incoming_transfers t ON a.action LIKE 'transfer.%' AND t.agent_id = a.agent_id
          AND t.id = CASE WHEN a.target_id ~ '^[0-9]{1,18}$' THEN a.target_id::bigint END
   WHERE a.agent_id = $1 AND a.created_at >= $2 AND a.created_at < $3 AND a.staff_id IS NOT NULL
     AND a.action IN ('withdrawal.approve', 'withdrawal.refuse', 'withdrawal.payout', 'transfer.assign',
                      'transfer.reject')
   GROUP BY 1, 2
  UNION ALL
  SELECT requested_by::int, CASE WHEN status = 'done' THEN 'adjusted_' || direction ELSE 'requested' END,
         count(*)::int, sum(amount)::bigint
    FROM manual_adjustments
   WHERE agent_id = $1 AND requested_at >= $2 AND requested_at < $3
   GROUP BY 1, 2
  UNION ALL
  SELECT decided_by::int, status, count(*)::int, sum(amount)::bigint
    FROM manual_adjustments
   WHERE agent_id = $1 AND decided_at >= $2 AND decided_at < $3 AND status IN ('approved', 'rejected')
   GROUP BY 1, 2`;

type Row = { staff_id: number; figure: ShiftFigure; count: number; amount: string };

/** The range of a request: a start before its end, at most 31 days (SHIFT_RANGE_INVALID otherwise). */
const rangeOf = (from: string, to: string) => {
  const start = new Date(from);
  const end = new Date(to);
  const span = end.getTime() - start.getTime();
  // Years the database takes as they are (its timestamps have no year 0, which an ISO date may name).
  const sane = [start, end].every((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2200);
  if (!sane || !(span > 0) || span > MAX_MS) fail('SHIFT_RANGE_INVALID');
  return { start, end };
};

/** Every staff member with at least one decision in the range, by username. */
export const shiftReport = async (
  q: Queryable,
  agentId: number,
  from: string,
  to: string,
): Promise<ShiftReport> => {
  const { start, end } = rangeOf(from, to);
  const { rows } = await q.query<Row>(FIGURES, [agentId, start.toISOString(), end.toISOString()]);
  const ids = [...new Set(rows.map((r) => r.staff_id))];
  const staff = await q.query<{ id: number; username: string; role: string }>(
    `SELECT id::int AS id, username, role FROM staff WHERE agent_id = $1 AND id = ANY($2::bigint[]) ORDER BY username`,
    [agentId, ids],
  );
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    staff: staff.rows.map((s) => {
      const figures = Object.fromEntries(shiftFigures.map((f) => [f, { count: 0, amount: 0 }])) as Record<
        ShiftFigure,
        { count: number; amount: number }
      >;
      for (const row of rows.filter((r) => r.staff_id === s.id)) {
        figures[row.figure].count += row.count;
        figures[row.figure].amount += Number(row.amount);
      }
      for (const f of shiftFigures) figures[f].amount = toBaht(figures[f].amount);
      return { staff_id: s.id, username: s.username, role: s.role, figures };
    }),
  };
};

const figureNames: Record<ShiftFigure, string> = {
  withdrawals_approved: 'อนุมัติถอน',
  withdrawals_refused: 'ปฏิเสธถอน',
  withdrawals_paid: 'บันทึกโอนถอน (อนุมัติอัตโนมัติ)',
  transfers_assigned: 'จับคู่โอนเข้า',
  transfers_refused: 'ปฏิเสธโอนเข้า',
  adjusted_credit: 'เพิ่มเงิน',
  adjusted_debit: 'ลดเงิน',
  requested: 'ขออนุมัติปรับยอด',
  approved: 'อนุมัติปรับยอด',
  rejected: 'ปฏิเสธปรับยอด',
};

/** The report as CSV: one line per staff member, a count and a baht total per figure. */
export const shiftCsv = (report: ShiftReport): string =>
  toCsv([
    [
      'พนักงาน',
      'ตำแหน่ง',
      ...shiftFigures.flatMap((f) => [`${figureNames[f]} (รายการ)`, `${figureNames[f]} (บาท)`]),
    ],
    ...report.staff.map((s) => [
      s.username,
      isStaffRole(s.role) ? roleLabels[s.role] : s.role,
      ...shiftFigures.flatMap((f) => [s.figures[f].count, csvBaht(s.figures[f].amount)]),
    ]),
  ]);
