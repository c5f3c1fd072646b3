import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { settleRound } from '@server/lotto/settle';
import type { StoredResult } from '@server/lotto/round-result';
import { auditAs, type ByStaff } from '@server/staff/audit';

type BillTally = { status: string; bills: number; stake: number; payout: number };

export type SettlementStatus = {
  roundId: number;
  title: string;
  marketType: string;
  roundStatus: string;
  result: StoredResult | null;
  bills: BillTally[];
  /** Satang: wins and refunds the ledger credited for this round's bills (from the ledger itself). */
  ledgerPaid: number;
};

/** A round's settlement as the back office shows it: bills per status, and what the ledger actually paid. */
export const settlementStatus = async (q: Queryable, roundId: number): Promise<SettlementStatus> => {
  const { rows } = await q.query<{
    title: string;
    type: string;
    status: string;
    result: StoredResult | null;
  }>(
    `SELECT r.title, m.type, r.status, r.result FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id
      WHERE r.id = $1`,
    [roundId],
  );
  const round = rows[0] ?? fail('LOTTO_ROUND_NOT_FOUND_ADMIN');
  const { rows: tally } = await q.query<{ status: string; bills: number; stake: string; payout: string }>(
    `SELECT status, count(*)::int AS bills, coalesce(sum(total), 0)::text AS stake,
            coalesce(sum(payout), 0)::text AS payout
       FROM lotto_bills WHERE round_id = $1 GROUP BY status ORDER BY status`,
    [roundId],
  );
  const { rows: paid } = await q.query<{ paid: string }>(
    `SELECT coalesce(sum(e.amount), 0)::text AS paid
       FROM lotto_bills b
       JOIN ledger_transfers t ON t.idem_key IN ('lotto:win:' || b.id, 'lotto:refund:' || b.id)
       JOIN ledger_entries e ON e.transfer_id = t.id AND e.amount > 0
      WHERE b.round_id = $1`,
    [roundId],
  );
  return {
    roundId,
    title: round.title,
    marketType: round.type,
    roundStatus: round.status,
    result: round.result,
    bills: tally.map((t) => ({
      status: t.status,
      bills: t.bills,
      stake: Number(t.stake),
      payout: Number(t.payout),
    })),
    ledgerPaid: Number(paid[0]!.paid),
  };
};

/**
 * The re-run: settles whatever is still pending in a resulted round. It cannot pay twice (settleRound pays only
 * bills still pending, each in the transaction that marks it). Audited with what it did.
 */
export const rerunSettlement = async (db: Db, by: ByStaff, roundId: number) => {
  const before = await settlementStatus(db, roundId);
  const outcome = await settleRound(db, roundId);
  await db.tx((q) =>
    auditAs(q, by.meta, by.actor, {
      action: 'lotto.settle.rerun',
      targetType: 'lotto_round',
      targetId: roundId,
      before: { status: before.roundStatus },
      after: { status: outcome.status, bills: outcome.bills, paid: outcome.paid },
    }),
  );
  return { outcome, status: await settlementStatus(db, roundId) };
};
