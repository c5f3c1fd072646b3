import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';

/** How long after a deposit a promotion may still be claimed on it, unless the campaign says otherwise. */
export const DEPOSIT_CLAIM_HOURS = 24;

export type ClaimableDeposit = {
  id: number;
  amount: Satang;
  createdAt: Date;
  /** The campaign whose award this deposit backs, or null while it is free. */
  takenBy: number | null;
};

/**
 * The member's deposits (ledger transfers of kind 'deposit' into one of their wallets) since `since`, newest
 * first, with the campaign each already backs (`transferId`: that one only). `id` is the ledger transfer's id:
 * the promotion's period is `deposit:<id>`.
 */
export const claimableDeposits = async (
  q: Queryable,
  memberId: number,
  since: Date,
  { transferId }: { transferId?: number } = {},
): Promise<ClaimableDeposit[]> => {
  const { rows } = await q.query<{ id: string; amount: string; created_at: Date; taken_by: string | null }>(
    `SELECT t.id, e.amount, t.created_at, p.campaign_id AS taken_by
       FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id AND e.amount > 0
       JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member' AND a.asset = 'thb'
       LEFT JOIN promotion_deposits p ON p.transfer_id = t.id
      WHERE t.kind = 'deposit' AND a.member_id = $1 AND t.created_at >= $2
        AND ($3::bigint IS NULL OR t.id = $3::bigint)
      ORDER BY t.id DESC LIMIT 20`,
    [memberId, since, transferId ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount) as Satang,
    createdAt: r.created_at,
    takenBy: r.taken_by === null ? null : Number(r.taken_by),
  }));
};

/**
 * Takes a deposit for a promotion: answers false when another campaign's award already holds it. Runs inside
 * the award's transaction; a parallel claim of the same deposit waits on the key and then sees it taken.
 */
export const takeDeposit = async (q: Queryable, transferId: number, campaignId: number, memberId: number) => {
  const { rows } = await q.query(
    `INSERT INTO promotion_deposits (transfer_id, campaign_id, member_id) VALUES ($1, $2, $3)
     ON CONFLICT (transfer_id) DO NOTHING RETURNING transfer_id`,
    [transferId, campaignId, memberId],
  );
  return rows.length === 1;
};
