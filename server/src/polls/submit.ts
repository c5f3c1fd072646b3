import type { PollQuotaCheck, PollSubmitAnswer, PollSubmitBody } from '@contract/poll/poll';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { isExcluded } from '@server/protection/gate';
import { isPrediction, phaseOf, visiblePoll, type PollRow } from './polls';
import { memberQuota } from './quota';

type Member = { id: number; agentId: number };

const assertOpen = (poll: PollRow, now: Date) => {
  const phase = phaseOf(poll, now);
  if (phase === 'upcoming') fail('POLL_NOT_OPEN');
  if (phase !== 'open') fail('POLL_CLOSED');
};

/**
 * One vote, within the member's quota. In one transaction: the poll is share-locked (a close waits for votes in
 * flight), the member's poll_members row is upserted and locked, so the member's parallel submits queue on it and
 * each counts the votes the previous one committed; then the quota is read and the vote inserted.
 */
export const submitVote = (
  db: Db,
  member: Member,
  body: PollSubmitBody,
  now: Date,
): Promise<PollSubmitAnswer> =>
  db.tx(async (q) => {
    const poll = await visiblePoll(q, member.agentId, body.poll_id, 'share');
    assertOpen(poll, now);
    // No vote in a time-out or a self-exclusion: a vote is a ticket to a prize (the one exclusion check).
    if (await isExcluded(q, member.id, now)) fail('POLL_MEMBER_EXCLUDED');
    const choice = await q.query(`SELECT 1 FROM poll_choices WHERE id = $1 AND poll_id = $2`, [
      body.choice_id,
      poll.id,
    ]);
    if (choice.rows.length === 0) fail('POLL_CHOICE_INVALID');
    await lockMember(q, poll.id, member.id);
    const quota = await memberQuota(q, poll, member.id, now);
    if (quota.remaining <= 0) fail('POLL_QUOTA_USED', { quota });
    // A prediction's votes all go to one choice: spreading them over every answer would make every member win.
    if (isPrediction(poll) && quota.my_choice_id !== null && quota.my_choice_id !== body.choice_id)
      fail('POLL_ONE_CHOICE');
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO poll_votes (poll_id, choice_id, member_id, created_at) VALUES ($1, $2, $3, $4)
       RETURNING id::int AS id`,
      [poll.id, body.choice_id, member.id, now],
    );
    await q.query(`UPDATE poll_members SET votes = votes + 1 WHERE poll_id = $1 AND member_id = $2`, [
      poll.id,
      member.id,
    ]);
    const after = {
      ...quota,
      used: quota.used + 1,
      remaining: quota.remaining - 1,
      my_choice_id: isPrediction(poll) ? body.choice_id : null,
    };
    return { vote_id: rows[0]!.id, quota: after };
  });

/** Upsert then lock: the row exists from the first vote on, and FOR UPDATE queues the member's submits. */
const lockMember = async (q: Queryable, pollId: number, memberId: number) => {
  await q.query(
    `INSERT INTO poll_members (poll_id, member_id) VALUES ($1, $2) ON CONFLICT (poll_id, member_id) DO NOTHING`,
    [pollId, memberId],
  );
  await q.query(`SELECT 1 FROM poll_members WHERE poll_id = $1 AND member_id = $2 FOR UPDATE`, [
    pollId,
    memberId,
  ]);
};

/** The quota plus whether a vote would be taken now, and why not (a catalogue code), without voting. */
export const checkQuota = async (
  q: Queryable,
  member: Member,
  pollId: number,
  now: Date,
): Promise<PollQuotaCheck> => {
  const poll = await visiblePoll(q, member.agentId, pollId);
  const quota = await memberQuota(q, poll, member.id, now);
  let reason = 0;
  try {
    assertOpen(poll, now);
    if (quota.remaining <= 0) fail('POLL_QUOTA_USED');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    reason = error.code;
  }
  return { ...quota, can_vote: reason === 0, reason };
};
