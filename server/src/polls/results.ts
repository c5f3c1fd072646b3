import { toBaht } from '@contract/money';
import type { PollStats, PollWinners } from '@contract/poll/poll';
import type { Queryable } from '@server/db/db';
import type { PollRow } from './polls';

/** Votes per choice (every choice listed, 0 included), with whole-number percentages of the total. */
export const pollStatsOf = async (q: Queryable, poll: PollRow): Promise<PollStats> => {
  const { rows } = await q.query<{ choice_id: number; votes: number }>(
    `SELECT c.id::int AS choice_id, count(v.id)::int AS votes
       FROM poll_choices c LEFT JOIN poll_votes v ON v.choice_id = c.id
      WHERE c.poll_id = $1 GROUP BY c.id, c.sort ORDER BY c.sort, c.id`,
    [poll.id],
  );
  const total = rows.reduce((sum, r) => sum + r.votes, 0);
  return {
    poll_id: poll.id,
    total,
    choices: rows.map((r) => ({
      ...r,
      percent: total === 0 ? 0 : Math.round((r.votes * 1000) / total) / 10,
    })),
  };
};

const masked = (username: string) => `xxx${username.slice(-3)}`;

/** The winners as paid (poll_payouts), masked; empty until the answer is confirmed. */
export const pollWinnersOf = async (q: Queryable, poll: PollRow): Promise<PollWinners> => {
  if (poll.status !== 'answered')
    return { poll_id: poll.id, answer_choice_id: null, winners: [], total_paid: 0 };
  const { rows } = await q.query<{ username: string; votes: number; amount: string }>(
    `SELECT m.username, p.votes, p.amount FROM poll_payouts p JOIN members m ON m.id = p.member_id
      WHERE p.poll_id = $1 ORDER BY p.amount DESC, p.member_id LIMIT 200`,
    [poll.id],
  );
  const total = await q.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM poll_payouts WHERE poll_id = $1`,
    [poll.id],
  );
  return {
    poll_id: poll.id,
    answer_choice_id: poll.answer_choice_id,
    winners: rows.map((r) => ({
      member: masked(r.username),
      votes: r.votes,
      amount: toBaht(Number(r.amount)),
    })),
    total_paid: toBaht(Number(total.rows[0]?.total ?? 0)),
  };
};
