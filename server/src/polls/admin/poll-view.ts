import { toBaht } from '@contract/money';
import type { PollAdminItem, PollAdminWinners } from '@contract/poll/poll-admin';
import type { Queryable } from '@server/db/db';
import { pollColumns, phaseOf, rulesOf, type PollRow } from '@server/polls/polls';

type Extra = {
  voters: number;
  votes: number;
  winners: number;
  paid: string;
  pending_choice: number | null;
  pending_by: number | null;
  pending_by_name: string | null;
  pending_at: Date | null;
};

/** The agent's polls, newest first, with votes per choice, the pending answer and what was paid. */
export const adminPolls = async (
  q: Queryable,
  agentId: number,
  now: Date,
  id?: number,
): Promise<PollAdminItem[]> => {
  const { rows } = await q.query<PollRow & Extra>(
    `SELECT ${pollColumns},
        (SELECT count(*)::int FROM poll_members pm WHERE pm.poll_id = polls.id) AS voters,
        (SELECT count(*)::int FROM poll_votes v WHERE v.poll_id = polls.id) AS votes,
        (SELECT count(*)::int FROM poll_payouts p WHERE p.poll_id = polls.id) AS winners,
        (SELECT coalesce(sum(amount), 0) FROM poll_payouts p WHERE p.poll_id = polls.id) AS paid,
        e.choice_id::int AS pending_choice, e.entered_by::int AS pending_by, s.username AS pending_by_name,
        e.entered_at AS pending_at
       FROM polls
       LEFT JOIN poll_answer_entries e ON e.poll_id = polls.id AND e.status = 'pending'
       LEFT JOIN staff s ON s.id = e.entered_by
      WHERE polls.agent_id = $1 AND ($2::bigint IS NULL OR polls.id = $2)
      ORDER BY polls.id DESC LIMIT 200`,
    [agentId, id ?? null],
  );
  const ids = rows.map((r) => r.id);
  const { rows: choices } = await q.query<{
    poll_id: number;
    id: number;
    label: string;
    image: string;
    votes: number;
  }>(
    `SELECT c.poll_id::int AS poll_id, c.id::int AS id, c.label, c.image, count(v.id)::int AS votes
       FROM poll_choices c LEFT JOIN poll_votes v ON v.choice_id = c.id
      WHERE c.poll_id = ANY($1::bigint[]) GROUP BY c.id ORDER BY c.sort, c.id`,
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image: r.image,
    status: r.status,
    phase: phaseOf(r, now),
    opens_at: r.opens_at.toISOString(),
    closes_at: r.closes_at.toISOString(),
    prize_mode: r.prize_mode,
    prize: toBaht(r.prize),
    quota_period: r.quota_period,
    quota_rules: rulesOf(r),
    choices: choices.filter((c) => c.poll_id === r.id).map(({ poll_id: _, ...c }) => c),
    voters: r.voters,
    votes: r.votes,
    pending_answer:
      r.pending_choice === null
        ? null
        : {
            choice_id: r.pending_choice,
            entered_by: r.pending_by ?? 0,
            entered_by_name: r.pending_by_name ?? '',
            entered_at: (r.pending_at ?? now).toISOString(),
          },
    answer_choice_id: r.status === 'answered' ? r.answer_choice_id : null,
    winners: r.winners,
    paid: toBaht(Number(r.paid)),
    paid_at: r.paid_at ? r.paid_at.toISOString() : null,
  }));
};

/** Who won and what each was paid, unmasked for staff. */
export const adminPollWinners = async (
  q: Queryable,
  agentId: number,
  pollId: number,
): Promise<PollAdminWinners> => {
  const { rows } = await q.query<{
    member_id: number;
    username: string;
    votes: number;
    amount: string;
    paid_at: Date;
  }>(
    `SELECT p.member_id::int AS member_id, m.username, p.votes, p.amount, p.paid_at
       FROM poll_payouts p JOIN polls ON polls.id = p.poll_id JOIN members m ON m.id = p.member_id
      WHERE p.poll_id = $1 AND polls.agent_id = $2 ORDER BY p.amount DESC, p.member_id`,
    [pollId, agentId],
  );
  return {
    items: rows.map((r) => ({ ...r, amount: toBaht(Number(r.amount)), paid_at: r.paid_at.toISOString() })),
  };
};
