import { z } from 'zod';
import { toBaht } from '@contract/money';
import { pollQuotaRule, type PollConfig, type PollPhase, type PollQuotaRule } from '@contract/poll/poll';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

export type PollRow = {
  id: number;
  agent_id: number;
  title: string;
  description: string;
  image: string;
  status: 'draft' | 'open' | 'closed' | 'answered';
  opens_at: Date;
  closes_at: Date;
  prize_mode: 'none' | 'per_winner' | 'pool';
  prize: number;
  quota_period: 'day' | 'poll';
  quota_rules: unknown;
  answer_choice_id: number | null;
  answered_at: Date | null;
  paid_at: Date | null;
};

/** Qualified by the table name, so a query joining other tables with `id` columns can use it as is. */
export const pollColumns = `polls.id::int AS id, polls.agent_id, polls.title, polls.description, polls.image,
  polls.status, polls.opens_at, polls.closes_at, polls.prize_mode, polls.prize::bigint::float8 AS prize,
  polls.quota_period, polls.quota_rules, polls.answer_choice_id::int AS answer_choice_id, polls.answered_at,
  polls.paid_at`;

/**
 * The agent's poll, or null. `lock` 'share' makes a submit hold the poll while it votes, so closing it (an
 * UPDATE) waits for votes in flight and no vote lands after the close is committed.
 */
export const findPoll = async (
  q: Queryable,
  agentId: number,
  id: number,
  { lock }: { lock?: 'share' | 'update' } = {},
): Promise<PollRow | null> => {
  const suffix = lock === 'share' ? ' FOR SHARE' : lock === 'update' ? ' FOR UPDATE' : '';
  const { rows } = await q.query<PollRow>(
    `SELECT ${pollColumns} FROM polls WHERE id = $1 AND agent_id = $2${suffix}`,
    [id, agentId],
  );
  return rows[0] ?? null;
};

/** A draft is not shown to members at all. */
export const visiblePoll = async (q: Queryable, agentId: number, id: number, lock?: 'share') => {
  const poll = await findPoll(q, agentId, id, { lock });
  if (!poll || poll.status === 'draft') return fail('POLL_NOT_FOUND');
  return poll;
};

export const phaseOf = (poll: PollRow, now: Date): PollPhase => {
  if (poll.status === 'answered') return 'answered';
  if (poll.status === 'closed' || now >= poll.closes_at) return 'closed';
  if (now < poll.opens_at) return 'upcoming';
  return 'open';
};

/** Rules as stored; a row written by hand that does not parse gives no votes rather than a server error. */
export const rulesOf = (poll: Pick<PollRow, 'quota_rules'>): PollQuotaRule[] => {
  const parsed = z.array(pollQuotaRule).safeParse(poll.quota_rules);
  return parsed.success ? parsed.data : [];
};

export const isPrediction = (poll: Pick<PollRow, 'prize_mode'>) => poll.prize_mode !== 'none';

const pollChoices = async (q: Queryable, pollId: number) =>
  (
    await q.query<{ id: number; label: string; image: string }>(
      `SELECT id::int AS id, label, image FROM poll_choices WHERE poll_id = $1 ORDER BY sort, id`,
      [pollId],
    )
  ).rows;

export const pollConfigOf = async (q: Queryable, poll: PollRow, now: Date): Promise<PollConfig> => ({
  id: poll.id,
  title: poll.title,
  description: poll.description,
  image: poll.image,
  phase: phaseOf(poll, now),
  opens_at: poll.opens_at.toISOString(),
  closes_at: poll.closes_at.toISOString(),
  choices: await pollChoices(q, poll.id),
  metadata: {
    prize_mode: poll.prize_mode,
    prize: toBaht(poll.prize),
    quota_period: poll.quota_period,
    quota_rules: rulesOf(poll),
    prediction: isPrediction(poll),
  },
  answer_choice_id: poll.status === 'answered' ? poll.answer_choice_id : null,
  server_time: now.toISOString(),
});
