import { toSatang } from '@contract/money';
import { pollAdminInput, type PollAdminInput, type PollAdminItem } from '@contract/poll/poll-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { adminPolls } from './poll-view';
import { findPoll } from '@server/polls/polls';

type Parsed = ReturnType<typeof pollAdminInput.parse>;

/** The columns of a poll as staff sent it; POLL_INVALID when times, prize or rules do not fit. */
const columnsOf = (input: Parsed) => {
  const opens = new Date(input.opens_at);
  const closes = new Date(input.closes_at);
  if (closes <= opens) fail('POLL_INVALID');
  let prize = 0;
  try {
    prize = toSatang(input.prize);
  } catch {
    fail('POLL_INVALID');
  }
  if ((input.prize_mode === 'none') !== (prize === 0)) fail('POLL_INVALID');
  for (const rule of input.quota_rules) if (rule.type === 'deposit') satang(rule.per_baht);
  return { opens, closes, prize };
};
const satang = (baht: number) => {
  try {
    return toSatang(baht);
  } catch {
    return fail('POLL_INVALID');
  }
};

const itemOf = async (q: Queryable, agentId: number, id: number, now: Date): Promise<PollAdminItem> =>
  (await adminPolls(q, agentId, now, id))[0] ?? fail('POLL_NOT_FOUND');

/** Choices: existing ones keep their id; once votes exist a choice can be relabelled but not removed. */
const saveChoices = async (q: Queryable, pollId: number, choices: Parsed['choices']) => {
  const keep = choices.flatMap((c) => (c.id === null ? [] : [c.id]));
  const removed = await q.query<{ id: number }>(
    `SELECT id FROM poll_choices WHERE poll_id = $1 AND NOT (id = ANY($2::bigint[]))`,
    [pollId, keep],
  );
  if (removed.rows.length > 0) {
    const voted = await q.query(`SELECT 1 FROM poll_votes WHERE poll_id = $1 LIMIT 1`, [pollId]);
    if (voted.rows.length > 0) fail('POLL_HAS_VOTES');
    await q.query(`DELETE FROM poll_choices WHERE poll_id = $1 AND NOT (id = ANY($2::bigint[]))`, [
      pollId,
      keep,
    ]);
  }
  for (const [sort, c] of choices.entries()) {
    if (c.id === null) {
      await q.query(`INSERT INTO poll_choices (poll_id, label, image, sort) VALUES ($1, $2, $3, $4)`, [
        pollId,
        c.label,
        c.image,
        sort,
      ]);
      continue;
    }
    const { rowCount } = await q.query(
      `UPDATE poll_choices SET label = $3, image = $4, sort = $5 WHERE id = $1 AND poll_id = $2`,
      [c.id, pollId, c.label, c.image, sort],
    );
    if (rowCount === 0) fail('POLL_INVALID');
  }
};

const values = (input: Parsed, c: ReturnType<typeof columnsOf>) => [
  input.title,
  input.description,
  input.image,
  c.opens,
  c.closes,
  input.prize_mode,
  c.prize,
  input.quota_period,
  JSON.stringify(input.quota_rules),
];

/** A new poll, as a draft (members see it once staff open it); audited. */
export const createPoll = (db: Db, by: ByStaff, raw: PollAdminInput, now: Date) =>
  db.tx(async (q) => {
    const input = pollAdminInput.parse(raw);
    const columns = columnsOf(input);
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO polls (agent_id, title, description, image, opens_at, closes_at, prize_mode, prize,
                          quota_period, quota_rules)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::int AS id`,
      [by.actor.agentId, ...values(input, columns)],
    );
    const id = rows[0]!.id;
    await saveChoices(q, id, input.choices);
    const after = await itemOf(q, by.actor.agentId, id, now);
    await auditAs(q, by.meta, by.actor, { action: 'poll.create', targetType: 'poll', targetId: id, after });
    return after;
  });

/** Edits a poll that has no confirmed answer; audited with before and after. */
export const updatePoll = (db: Db, by: ByStaff, id: number, raw: PollAdminInput, now: Date) =>
  db.tx(async (q) => {
    const input = pollAdminInput.parse(raw);
    const poll = (await findPoll(q, by.actor.agentId, id, { lock: 'update' })) ?? fail('POLL_NOT_FOUND');
    if (poll.status === 'answered') fail('POLL_ANSWER_EXISTS');
    const before = await itemOf(q, by.actor.agentId, id, now);
    const columns = columnsOf(input);
    await q.query(
      `UPDATE polls SET title = $3, description = $4, image = $5, opens_at = $6, closes_at = $7, prize_mode = $8,
              prize = $9, quota_period = $10, quota_rules = $11
        WHERE id = $1 AND agent_id = $2`,
      [id, by.actor.agentId, ...values(input, columns)],
    );
    await saveChoices(q, id, input.choices);
    const after = await itemOf(q, by.actor.agentId, id, now);
    await auditAs(q, by.meta, by.actor, {
      action: 'poll.update',
      targetType: 'poll',
      targetId: id,
      before,
      after,
    });
    return after;
  });

/**
 * Opens or closes a poll. The UPDATE takes the poll's row lock, so a close waits for the votes in flight (they
 * share-lock it) and no vote commits after it.
 */
export const setPollStatus = (db: Db, by: ByStaff, id: number, status: 'open' | 'closed', now: Date) =>
  db.tx(async (q) => {
    const poll = (await findPoll(q, by.actor.agentId, id, { lock: 'update' })) ?? fail('POLL_NOT_FOUND');
    if (poll.status === 'answered') fail('POLL_ANSWER_EXISTS');
    await q.query(`UPDATE polls SET status = $2 WHERE id = $1`, [id, status]);
    await auditAs(q, by.meta, by.actor, {
      action: `poll.${status === 'open' ? 'open' : 'close'}`,
      targetType: 'poll',
      targetId: id,
      before: { status: poll.status },
      after: { status },
    });
    return itemOf(q, by.actor.agentId, id, now);
  });
