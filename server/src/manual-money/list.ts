import type { AdjustmentItem, AdjustmentStatus } from '@contract/admin/manual-money';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';

const SELECT = `
  SELECT a.id::int AS id, a.member_id::int AS member_id, m.phone AS member_phone, m.full_name AS member_name,
         a.wallet_type_id, coalesce(w.name_th, '') AS wallet_name, a.direction, a.amount::text AS amount, a.note,
         a.member_text, a.status, a.requested_by_username AS requested_by, a.requested_at,
         a.decided_by_username AS decided_by, a.decided_at, a.decision_reason
    FROM manual_adjustments a
    JOIN members m ON m.id = a.member_id
    LEFT JOIN wallet_types w ON w.id = a.wallet_type_id`;

type Row = Omit<AdjustmentItem, 'amount' | 'requested_at' | 'decided_at'> & {
  amount: string;
  requested_at: Date;
  decided_at: Date | null;
};

const itemOf = (row: Row): AdjustmentItem => ({
  ...row,
  amount: toBaht(Number(row.amount)),
  requested_at: new Date(row.requested_at).toISOString(),
  decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

/** The agent's console adjustments, newest first (pending ones oldest first: the queue's order), at most 200. */
export const adjustmentsOf = async (q: Queryable, agentId: number, status?: AdjustmentStatus) => {
  const { rows } = await q.query<Row>(
    `${SELECT} WHERE a.agent_id = $1 AND ($2::text IS NULL OR a.status = $2)
      ORDER BY CASE WHEN $2 = 'pending' THEN a.id ELSE -a.id END LIMIT 200`,
    [agentId, status ?? null],
  );
  return { items: rows.map(itemOf) };
};

/** How many of the agent's requests wait for a second staff member (the dashboard's queue). */
export const pendingAdjustments = async (q: Queryable, agentId: number) =>
  (
    await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM manual_adjustments WHERE agent_id = $1 AND status = 'pending'`,
      [agentId],
    )
  ).rows[0]!.n;

/** One adjustment of the agent, as the list shows it. */
export const adjustmentOf = async (q: Queryable, agentId: number, id: number) => {
  const { rows } = await q.query<Row>(`${SELECT} WHERE a.agent_id = $1 AND a.id = $2`, [agentId, id]);
  return rows.map(itemOf)[0]!;
};
