import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import type { PollAdminItem, PollAdminList } from '@contract/poll/poll-admin';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { openPoll, pollInput, vote } from './poll-helpers';

const app = await createTestApp();
afterAll(() => app.close());
const setter = await insertStaff(app, 'marketing');
const checker = await insertStaff(app, 'owner');

describe('polls in the back office', () => {
  it('holds polls to polls.manage and confirmations to polls.confirm', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/polls', { token: support.token })).status).toBe(403);
    const list = await call<PollAdminList>(app, 'GET', '/api/admin/polls', { token: setter.token });
    expect(list.error).toBe(0);
    expect(list.data.items.map((p) => p.id)).toContain(1);
    const confirm = await call(app, 'POST', '/api/admin/polls/1/answer/confirm', { token: support.token });
    expect(confirm.status).toBe(403);
  });

  it('refuses bad polls and bad votes clearly, never with a server error', async () => {
    const now = Date.now();
    const backwards = await call(app, 'POST', '/api/admin/polls', {
      token: setter.token,
      body: pollInput({
        opens_at: new Date(now).toISOString(),
        closes_at: new Date(now - 1000).toISOString(),
      }),
    });
    expect(backwards.error).toBe(errorCatalogue.POLL_INVALID.code);
    const prizeless = await call(app, 'POST', '/api/admin/polls', {
      token: setter.token,
      body: pollInput({ prize_mode: 'per_winner', prize: 0 }),
    });
    expect(prizeless.error).toBe(errorCatalogue.POLL_INVALID.code);
    const oneChoice = await call(app, 'POST', '/api/admin/polls', {
      token: setter.token,
      body: pollInput({ choices: [{ label: 'เดียว' }] }),
    });
    expect(oneChoice.status).toBeLessThan(500);
    expect(oneChoice.error).not.toBe(0);

    const member = await insertMember(app);
    const bad = await call(app, 'POST', '/api/poll/submit', {
      token: member.token,
      body: { poll_id: 'x', choice_id: -1 },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
  });

  it('keeps choices with votes, refuses an answer refused with a reason, and lets it be set again', async () => {
    const poll = await openPoll(app, setter.token, { prize_mode: 'pool', prize: 300 });
    const member = await insertMember(app);
    expect((await vote(app, member.token, poll.id, poll.choices[1]!.id)).error).toBe(0);
    const dropped = await call(app, 'POST', `/api/admin/polls/${poll.id}`, {
      token: setter.token,
      body: pollInput({ choices: [{ label: 'ใหม่ 1' }, { label: 'ใหม่ 2' }] }),
    });
    expect(dropped.error).toBe(errorCatalogue.POLL_HAS_VOTES.code);
    const renamed = await call<PollAdminItem>(app, 'POST', `/api/admin/polls/${poll.id}`, {
      token: setter.token,
      body: pollInput({
        prize_mode: 'pool',
        prize: 300,
        choices: poll.choices.map((c, i) => ({ id: c.id, label: `ตัวเลือก ${i + 1}` })),
      }),
    });
    expect(renamed.error).toBe(0);
    expect(renamed.data.choices.map((c) => c.votes)).toEqual([0, 1, 0]);

    await call(app, 'POST', `/api/admin/polls/${poll.id}/status`, {
      token: setter.token,
      body: { status: 'closed' },
    });
    const answer = (choiceId: number) =>
      call(app, 'POST', `/api/admin/polls/${poll.id}/answer`, {
        token: setter.token,
        body: { choice_id: choiceId },
      });
    expect((await answer(poll.choices[0]!.id)).error).toBe(0);
    const refused = await call<PollAdminItem>(app, 'POST', `/api/admin/polls/${poll.id}/answer/reject`, {
      token: checker.token,
      body: { reason: 'ผลการแข่งขันผิด' },
    });
    expect(refused.data.pending_answer).toBeNull();
    const { rows } = await app.db.query<{ reason: string }>(
      `SELECT reason FROM audit_log WHERE action = 'poll.answer.reject' AND target_id = $1`,
      [String(poll.id)],
    );
    expect(rows).toEqual([{ reason: 'ผลการแข่งขันผิด' }]);
    expect((await answer(poll.choices[1]!.id)).error).toBe(0);
    const confirmed = await call<PollAdminItem>(app, 'POST', `/api/admin/polls/${poll.id}/answer/confirm`, {
      token: checker.token,
    });
    expect(confirmed.data).toMatchObject({ status: 'answered', winners: 1, paid: 300 });
  });
});
