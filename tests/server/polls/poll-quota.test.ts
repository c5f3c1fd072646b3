import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import type { PollConfig, PollQuota, PollQuotaCheck, PollStats } from '@contract/poll/poll';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { deposit } from '@tests/server/rewards/quest-helpers';
import { openPoll, vote } from './poll-helpers';

const app = await createTestApp();
afterAll(() => app.close());
const staff = await insertStaff(app, 'marketing');

const quota = async (token: string, pollId: number) =>
  (await call<PollQuota>(app, 'GET', '/api/poll/quota/get', { token, query: { poll_id: String(pollId) } }))
    .data;

describe('poll quota', () => {
  it('gives one vote plus one per 300 baht deposited today, and 16 parallel submits take exactly that many', async () => {
    const poll = await openPoll(app, staff.token, {
      quota_rules: [
        { type: 'fixed', votes: 1 },
        { type: 'deposit', per_baht: 300, votes: 1 },
      ],
    });
    const member = await insertMember(app);
    expect(await quota(member.token, poll.id)).toMatchObject({
      quota: 1,
      used: 0,
      remaining: 1,
      next_vote_deposit: 300,
    });
    await deposit(app, member.id, 650);
    expect(await quota(member.token, poll.id)).toMatchObject({
      quota: 3,
      remaining: 3,
      deposited: 650,
      next_vote_deposit: 250,
    });

    const choice = poll.choices[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => vote(app, member.token, poll.id, choice)),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(3);
    const refused = answers.filter((a) => a.error !== 0);
    expect(refused).toHaveLength(13);
    for (const a of refused) expect(a.error).toBe(errorCatalogue.POLL_QUOTA_USED.code);

    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM poll_votes WHERE poll_id = $1 AND member_id = $2`,
      [poll.id, member.id],
    );
    expect(rows[0]!.n).toBe(3);
    expect(await quota(member.token, poll.id)).toMatchObject({ quota: 3, used: 3, remaining: 0 });
    const check = await call<PollQuotaCheck>(app, 'GET', '/api/poll/quota/check', {
      token: member.token,
      query: { poll_id: String(poll.id) },
    });
    expect(check.data).toMatchObject({ can_vote: false, reason: errorCatalogue.POLL_QUOTA_USED.code });

    const stats = await call<PollStats>(app, 'GET', '/api/poll/stats', {
      query: { poll_id: String(poll.id) },
    });
    expect(stats.data.total).toBe(3);
    expect(stats.data.choices[0]).toMatchObject({ choice_id: choice, votes: 3, percent: 100 });
  });

  it('keeps a prediction member on one choice, refuses a foreign choice and a closed poll', async () => {
    const poll = await openPoll(app, staff.token, {
      prize_mode: 'per_winner',
      prize: 10,
      quota_rules: [{ type: 'fixed', votes: 2 }],
    });
    const member = await insertMember(app);
    const [a, b] = poll.choices;
    expect((await vote(app, member.token, poll.id, a!.id)).error).toBe(0);
    expect((await vote(app, member.token, poll.id, b!.id)).error).toBe(errorCatalogue.POLL_ONE_CHOICE.code);
    expect((await vote(app, member.token, poll.id, 999_999)).error).toBe(
      errorCatalogue.POLL_CHOICE_INVALID.code,
    );
    expect(await quota(member.token, poll.id)).toMatchObject({ used: 1, remaining: 1, my_choice_id: a!.id });

    await call(app, 'POST', `/api/admin/polls/${poll.id}/status`, {
      token: staff.token,
      body: { status: 'closed' },
    });
    const late = await vote(app, member.token, poll.id, a!.id);
    expect(late.status).toBe(200);
    expect(late.error).toBe(errorCatalogue.POLL_CLOSED.code);
  });

  it('shows the seeded poll 1 to a guest, hides a draft, and answers a bad id clearly', async () => {
    const config = await call<PollConfig>(app, 'GET', '/api/poll/config', {
      query: { poll_id: '1', agent_id: '56' },
    });
    expect(config.error).toBe(0);
    expect(config.data).toMatchObject({ id: 1, phase: 'open', metadata: { prediction: true, prize: 100 } });
    expect(config.data.choices).toHaveLength(3);

    const draft = await call(app, 'POST', '/api/admin/polls', {
      token: staff.token,
      body: (await import('./poll-helpers')).pollInput(),
    });
    const hidden = await call(app, 'GET', '/api/poll/config', { query: { poll_id: String(draft.data.id) } });
    expect(hidden.error).toBe(errorCatalogue.POLL_NOT_FOUND.code);

    const bad = await call(app, 'GET', '/api/poll/config', { query: { poll_id: 'abc' } });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
    const guest = await call(app, 'POST', '/api/poll/submit', { body: { poll_id: 1, choice_id: 1 } });
    expect(guest.status).toBe(401);
  });
});
