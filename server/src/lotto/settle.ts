import type { Db } from '@server/db/db';
import { settlementPlan, type StoredResult } from './round-result';

export type SettleOutcome = {
  /** Bills this call settled (won, lost or refunded); 0 on a re-run of a settled round. */
  bills: number;
  /** Satang this call credited (wins and refunds). */
  paid: number;
  /** The round's status after the call: 'settled' or 'cancelled' once no bill is pending. */
  status: string;
};

/**
 * Settles every pending bill of a round whose result is confirmed, in batches (`lotto_settle_batch`,
 * server/sql/lotto): each bill is paid at most once whoever else runs at the same time (SKIP LOCKED, a guarded status update
 * in the same transaction as its ledger credit keyed by bill), and a crash between batches leaves the rest
 * pending for the next run. Safe to call again at any time: that is the re-run.
 */
export const settleRound = async (
  db: Db,
  roundId: number,
  {
    batch = 1000,
    onBatch,
  }: { batch?: number; onBatch?: (step: { bills: number; paid: number }) => void } = {},
): Promise<SettleOutcome> => {
  const { rows } = await db.query<{ status: string; result: StoredResult | null }>(
    `SELECT status, result FROM lotto_rounds WHERE id = $1`,
    [roundId],
  );
  const round = rows[0];
  if (!round || round.status !== 'resulted' || !round.result)
    return { bills: 0, paid: 0, status: round?.status ?? 'missing' };
  const plan = settlementPlan(round.result);
  const winning = plan.refund ? null : JSON.stringify(plan.winning);
  let bills = 0;
  let paid = 0;
  for (;;) {
    const { rows: done } = await db.query<{ bills: number; paid: string }>(
      `SELECT bills, paid FROM lotto_settle_batch($1, $2, $3, $4)`,
      [roundId, winning, plan.refund, batch],
      { name: 'lotto_settle_batch' },
    );
    const step = done[0]!;
    if (step.bills === 0) break;
    bills += step.bills;
    paid += Number(step.paid);
    onBatch?.({ bills: step.bills, paid: Number(step.paid) });
  }
  // The round is done once no bill is pending (a bill another settler still holds keeps it 'resulted': that
  // settler closes it).
  const { rows: closed } = await db.query<{ status: string }>(
    `UPDATE lotto_rounds r SET status = CASE WHEN $2 THEN 'cancelled' ELSE 'settled' END
      WHERE r.id = $1 AND r.status = 'resulted'
        AND NOT EXISTS (SELECT 1 FROM lotto_bills b WHERE b.round_id = $1 AND b.status = 'pending')
     RETURNING r.status`,
    [roundId, plan.refund],
  );
  const status =
    closed[0]?.status ??
    (await db.query<{ status: string }>(`SELECT status FROM lotto_rounds WHERE id = $1`, [roundId])).rows[0]!
      .status;
  return { bills, paid, status };
};
