/**
 * The SQL of the money figures (money-figures.ts) that the daily roll-ups (money-rollups.ts) run too, so a
 * rolled-up day is the very sum the live report computes.
 */
/** The sums of one group of member wallet entries, in satang (the columns of `Row`). */
export const SUMS = `
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'deposit'), 0)::bigint AS deposits,
         coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'bet'), 0)::bigint
           - coalesce(sum(e.amount) FILTER (WHERE e.kind = 'refund'), 0)::bigint AS stakes,
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'win'), 0)::bigint AS wins,
         coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('bonus', 'cashback', 'affiliate')), 0)::bigint AS bonus,
         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'adjustment'), 0)::bigint AS adjustments`;

/** Member wallet entries between `$2` and `$3` (one agent's, `$1`, unless `allAgents`: the roll-ups'). */
export const entriesOf = (allAgents = false) => `
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member' AND a.asset = 'thb'
    JOIN members m ON m.id = a.member_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    LEFT JOIN game_providers gp ON e.kind = 'refund' AND gp.code = t.meta->>'provider'
    LEFT JOIN seamless_transactions st ON st.provider_id = gp.id AND st.transaction_id = t.meta->>'rollback_id'
    LEFT JOIN games g ON g.code = coalesce(t.meta->>'game_id', st.game_code)
   WHERE ${allAgents ? '$1::int IS NULL' : 'm.agent_id = $1'} AND e.created_at >= $2 AND e.created_at < $3
     AND (e.kind IN ('deposit', 'bet', 'win', 'bonus', 'cashback', 'affiliate', 'adjustment')
          OR (e.kind = 'refund' AND t.meta ? 'rollback_id'))`;
/** A movement's category: the bet's game's for play, '' for the rest. */
export const CATEGORY = `CASE WHEN e.kind IN ('bet', 'win', 'refund') THEN coalesce(g.category, 'other') ELSE '' END`;

export type Row = {
  day: string;
  category: string;
  deposits: number;
  stakes: number;
  wins: number;
  bonus: number;
  adjustments: number;
};
