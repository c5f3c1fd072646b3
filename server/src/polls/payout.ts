import { toBaht, type Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { transfer } from '@server/ledger';
import { isExcluded } from '@server/protection/gate';
import type { PollRow } from './polls';

export type PollPayment = { winners: number; paid: number; amount: number };

type Winner = { member_id: number; votes: number };

/** Satang for a winner: the fixed prize, or the pool's share of the correct votes (floor). */
const amountOf = (poll: PollRow, votes: number, totalVotes: number) =>
  poll.prize_mode === 'per_winner'
    ? poll.prize
    : totalVotes === 0
      ? 0
      : Math.floor((poll.prize * votes) / totalVotes);

/**
 * Pays the winners of an answered poll, each exactly once and resumably: a winner's payout row and its ledger
 * transfer (key `poll:win:<poll>:<member>`, from the house 'polls' to the main wallet) commit together, and the
 * row's primary key makes a second payer (a retry, the job, a parallel call) skip the winner. A crash mid-way
 * leaves each winner either fully paid or not at all; the poll job resumes until `paid_at` is set.
 * A winner in a time-out or a self-exclusion when the prize is paid gets none (the one exclusion check): the row
 * is written with nothing paid and `excluded`, so a later run does not pay it either.
 */
export const payPollWinners = async (db: Db, pollId: number, now: Date): Promise<PollPayment> => {
  const { rows: polls } = await db.query<PollRow>(
    `SELECT id::int AS id, title, status, prize_mode, prize::bigint::float8 AS prize,
            answer_choice_id::int AS answer_choice_id, paid_at FROM polls WHERE id = $1`,
    [pollId],
  );
  const poll = polls[0];
  if (!poll || poll.status !== 'answered' || poll.answer_choice_id === null)
    return { winners: 0, paid: 0, amount: 0 };
  const { rows: winners } = await db.query<Winner>(
    `SELECT member_id::int AS member_id, count(*)::int AS votes FROM poll_votes
      WHERE poll_id = $1 AND choice_id = $2 GROUP BY member_id ORDER BY member_id`,
    [poll.id, poll.answer_choice_id],
  );
  const totalVotes = winners.reduce((sum, w) => sum + w.votes, 0);
  let paid = 0;
  let amount = 0;
  if (poll.prize_mode !== 'none') {
    for (const winner of winners) {
      const share = amountOf(poll, winner.votes, totalVotes);
      let satang = share;
      const done = await db.tx(async (q) => {
        const excluded = await isExcluded(q, winner.member_id, now);
        satang = excluded ? 0 : share;
        const { rows } = await q.query(
          `INSERT INTO poll_payouts (poll_id, member_id, votes, amount, excluded) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (poll_id, member_id) DO NOTHING RETURNING 1`,
          [poll.id, winner.member_id, winner.votes, satang, excluded],
        );
        if (rows.length === 0 || satang <= 0) return rows.length > 0 && !excluded;
        await transfer(q, {
          key: `poll:win:${poll.id}:${winner.member_id}`,
          from: { house: 'polls' },
          to: { member: winner.member_id, walletTypeId: 1 },
          amount: satang as Satang,
          kind: 'bonus',
          description: `รางวัลทายผล ${poll.title}`,
          meta: { poll_id: poll.id, votes: winner.votes },
        });
        return true;
      });
      if (done) {
        paid += 1;
        amount += satang;
      }
    }
  }
  await db.query(`UPDATE polls SET paid_at = now() WHERE id = $1 AND paid_at IS NULL`, [poll.id]);
  return { winners: winners.length, paid, amount: toBaht(amount) };
};
