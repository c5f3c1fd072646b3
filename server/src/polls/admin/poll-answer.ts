import type { PollAdminItem } from '@contract/poll/poll-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { adminPolls } from './poll-view';
import { payPollWinners } from '@server/polls/payout';
import { findPoll, phaseOf } from '@server/polls/polls';

const itemOf = async (q: Queryable, agentId: number, id: number, now: Date): Promise<PollAdminItem> =>
  (await adminPolls(q, agentId, now, id))[0] ?? fail('POLL_NOT_FOUND');

const pendingEntry = async (q: Queryable, pollId: number) =>
  (
    await q.query<{ id: number; choice_id: number; entered_by: number }>(
      `SELECT id::int AS id, choice_id::int AS choice_id, entered_by::int AS entered_by
         FROM poll_answer_entries WHERE poll_id = $1 AND status = 'pending' FOR UPDATE`,
      [pollId],
    )
  ).rows[0] ?? fail('POLL_NO_PENDING_ANSWER');

/** The first pair of eyes: the correct choice of a closed prediction poll, pending until someone else confirms. */
export const setPollAnswer = (db: Db, by: ByStaff, pollId: number, choiceId: number, now: Date) =>
  db.tx(async (q) => {
    const poll = (await findPoll(q, by.actor.agentId, pollId, { lock: 'update' })) ?? fail('POLL_NOT_FOUND');
    if (poll.prize_mode === 'none') fail('POLL_NO_ANSWER');
    if (phaseOf(poll, now) !== 'closed')
      fail(poll.status === 'answered' ? 'POLL_ANSWER_EXISTS' : 'POLL_NOT_CLOSED');
    const choice = await q.query(`SELECT 1 FROM poll_choices WHERE id = $1 AND poll_id = $2`, [
      choiceId,
      pollId,
    ]);
    if (choice.rows.length === 0) fail('POLL_CHOICE_INVALID');
    const live = await q.query(
      `SELECT 1 FROM poll_answer_entries WHERE poll_id = $1 AND status <> 'rejected'`,
      [pollId],
    );
    if (live.rows.length > 0) fail('POLL_ANSWER_EXISTS');
    await q.query(`INSERT INTO poll_answer_entries (poll_id, choice_id, entered_by) VALUES ($1, $2, $3)`, [
      pollId,
      choiceId,
      by.actor.id,
    ]);
    await auditAs(q, by.meta, by.actor, {
      action: 'poll.answer.set',
      targetType: 'poll',
      targetId: pollId,
      after: { choice_id: choiceId },
    });
    return itemOf(q, by.actor.agentId, pollId, now);
  });

/**
 * The second pair of eyes: a different staff member confirms (the database's CHECK refuses the same one even if
 * this check were skipped), the poll becomes answered, and then its winners are paid (resumable, exactly once).
 */
export const confirmPollAnswer = async (db: Db, by: ByStaff, pollId: number, now: Date) => {
  await db.tx(async (q) => {
    const poll = (await findPoll(q, by.actor.agentId, pollId, { lock: 'update' })) ?? fail('POLL_NOT_FOUND');
    const entry = await pendingEntry(q, poll.id);
    if (entry.entered_by === by.actor.id) fail('POLL_SELF_CONFIRM');
    await q.query(
      `UPDATE poll_answer_entries SET status = 'confirmed', decided_by = $2, decided_at = now() WHERE id = $1`,
      [entry.id, by.actor.id],
    );
    await q.query(
      `UPDATE polls SET status = 'answered', answer_choice_id = $2, answered_at = now() WHERE id = $1`,
      [poll.id, entry.choice_id],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'poll.answer.confirm',
      targetType: 'poll',
      targetId: pollId,
      after: { choice_id: entry.choice_id, entered_by: entry.entered_by },
    });
  });
  await payPollWinners(db, pollId, now);
  return itemOf(db, by.actor.agentId, pollId, now);
};

/** The second pair of eyes refuses the answer with a reason; someone may set it again. */
export const rejectPollAnswer = (db: Db, by: ByStaff, pollId: number, reason: string, now: Date) =>
  db.tx(async (q) => {
    const poll = (await findPoll(q, by.actor.agentId, pollId, { lock: 'update' })) ?? fail('POLL_NOT_FOUND');
    const entry = await pendingEntry(q, poll.id);
    await q.query(
      `UPDATE poll_answer_entries SET status = 'rejected', decided_by = $2, decided_at = now() WHERE id = $1`,
      [entry.id, by.actor.id],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'poll.answer.reject',
      targetType: 'poll',
      targetId: pollId,
      before: { choice_id: entry.choice_id },
      reason,
    });
    return itemOf(q, by.actor.agentId, pollId, now);
  });
