import type { Queryable } from '@server/db/db';
import { keyOf, type Existing, type NumberStake } from './bill-check';

const columns = (stakes: NumberStake[]) => ({
  betTypes: stakes.map((s) => s.betType),
  numbers: stakes.map((s) => s.number),
  stakes: stakes.map((s) => s.stake),
  payouts: stakes.map((s) => s.payout),
});

/** What is already staked on each number of a bill (across members, and by this member). */
export const existingTotals = async (
  q: Queryable,
  agentId: number,
  memberId: number,
  roundId: number,
  stakes: NumberStake[],
): Promise<Map<string, Existing>> => {
  const { betTypes, numbers } = columns(stakes);
  const { rows } = await q.query<{
    bet_type: string;
    number: string;
    stake: number;
    payout: number;
    member_stake: number;
  }>(
    `SELECT k.bet_type, k.number, coalesce(t.stake, 0) AS stake, coalesce(t.payout, 0) AS payout,
            coalesce(mt.stake, 0) AS member_stake
       FROM unnest($4::text[], $5::text[]) AS k(bet_type, number)
       LEFT JOIN lotto_number_totals t
         ON t.round_id = $1 AND t.agent_id = $2 AND t.bet_type = k.bet_type AND t.number = k.number
       LEFT JOIN lotto_member_number_totals mt
         ON mt.member_id = $3 AND mt.round_id = $1 AND mt.bet_type = k.bet_type AND mt.number = k.number`,
    [roundId, agentId, memberId, betTypes, numbers],
    { name: 'lotto_existing_totals' },
  );
  return new Map(
    rows.map((r) => [
      keyOf(r.bet_type, r.number),
      { stake: r.stake, payout: r.payout, memberStake: r.member_stake },
    ]),
  );
};

const billStakes = `SELECT b.agent_id, b.member_id, l.round_id, l.bet_type, l.number, sum(l.amount) AS stake,
         sum(l.amount * l.rate_x100 / 100) AS payout
    FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id
   WHERE l.bill_id = $1 GROUP BY 1, 2, 3, 4, 5`;

/**
 * Takes a cancelled (or refunded) bill's stakes off the totals. The rows are locked first in key order, the
 * order bills take them in, so a cancel and a bill on the same numbers never deadlock.
 */
export const removeFromTotals = async (q: Queryable, billId: number): Promise<void> => {
  await q.query(
    `SELECT 1 FROM lotto_number_totals t JOIN (${billStakes}) s USING (agent_id, round_id, bet_type, number)
      ORDER BY t.bet_type COLLATE "C", t.number COLLATE "C" FOR UPDATE OF t`,
    [billId],
  );
  await q.query(
    `UPDATE lotto_number_totals t SET stake = t.stake - s.stake, payout = t.payout - s.payout FROM (${billStakes}) s
      WHERE t.agent_id = s.agent_id AND t.round_id = s.round_id AND t.bet_type = s.bet_type AND t.number = s.number`,
    [billId],
  );
  await q.query(
    `UPDATE lotto_member_number_totals t SET stake = t.stake - s.stake FROM (${billStakes}) s
      WHERE t.member_id = s.member_id AND t.round_id = s.round_id AND t.bet_type = s.bet_type AND t.number = s.number`,
    [billId],
  );
};
