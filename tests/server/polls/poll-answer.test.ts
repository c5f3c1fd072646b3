import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import type { PollAdminItem, PollAdminWinners } from '@contract/poll/poll-admin';
import type { PollWinners } from '@contract/poll/poll';
import { checkLedger, memberWallets, transfer } from '@server/ledger';
import { payPollWinners } from '@server/polls/payout';
import { pollTick } from '@server/jobs/polls';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { openPoll, vote } from './poll-helpers';

const app = await createTestApp();
afterAll(() => app.close());
const setter = await insertStaff(app, 'marketing');
const checker = await insertStaff(app, 'marketing');

const main = async (memberId: number) =>
  (await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === 1)?.balance ?? 0;

/** A prediction poll with votes from three members (two right, one wrong), then closed. */
const votedPoll = async (overrides: Parameters<typeof openPoll>[2]) => {
  const poll = await openPoll(app, setter.token, {
    quota_rules: [{ type: 'fixed', votes: 3 }],
    ...overrides,
  });
  const [right, wrong] = poll.choices;
  const a = await insertMember(app);
  const b = await insertMember(app);
  const c = await insertMember(app);
  for (const [member, choice, times] of [
    [a, right!, 1],
    [b, right!, 3],
    [c, wrong!, 2],
  ] as const)
    for (let i = 0; i < times; i += 1)
      expect((await vote(app, member.token, poll.id, choice.id)).error).toBe(0);
  await call(app, 'POST', `/api/admin/polls/${poll.id}/status`, {
    token: setter.token,
    body: { status: 'closed' },
  });
  return { poll, right: right!, wrong: wrong!, a, b, c };
};

const setAnswer = (token: string, pollId: number, choiceId: number) =>
  call<PollAdminItem>(app, 'POST', `/api/admin/polls/${pollId}/answer`, {
    token,
    body: { choice_id: choiceId },
  });
const confirm = (token: string, pollId: number) =>
  call<PollAdminItem>(app, 'POST', `/api/admin/polls/${pollId}/answer/confirm`, { token });

describe('poll answers: four eyes, then winners paid once', () => {
  it('refuses a self-confirmation, in the service and in the database', async () => {
    const { poll, right } = await votedPoll({ prize_mode: 'per_winner', prize: 100 });
    expect((await setAnswer(setter.token, poll.id, right.id)).error).toBe(0);
    expect((await setAnswer(checker.token, poll.id, right.id)).error).toBe(
      errorCatalogue.POLL_ANSWER_EXISTS.code,
    );
    const self = await confirm(setter.token, poll.id);
    expect(self.error).toBe(errorCatalogue.POLL_SELF_CONFIRM.code);
    // Even a statement that skipped the service's check is refused by the table's CHECK.
    await expect(
      app.db.query(
        `UPDATE poll_answer_entries SET status = 'confirmed', decided_by = entered_by, decided_at = now()
          WHERE poll_id = $1`,
        [poll.id],
      ),
    ).rejects.toThrow();
    const { rows } = await app.db.query<{ status: string }>(`SELECT status FROM polls WHERE id = $1`, [
      poll.id,
    ]);
    expect(rows[0]!.status).toBe('closed');
  });

  it('refuses an answer while the poll is open', async () => {
    const poll = await openPoll(app, setter.token, { prize_mode: 'per_winner', prize: 5 });
    expect((await setAnswer(setter.token, poll.id, poll.choices[0]!.id)).error).toBe(
      errorCatalogue.POLL_NOT_CLOSED.code,
    );
  });

  it('pays each winner of a fixed prize once, however often and however parallel the payment runs', async () => {
    const { poll, right, a, b, c } = await votedPoll({ prize_mode: 'per_winner', prize: 100 });
    expect((await setAnswer(setter.token, poll.id, right.id)).error).toBe(0);
    const confirmed = await confirm(checker.token, poll.id);
    expect(confirmed.error).toBe(0);
    expect(confirmed.data).toMatchObject({
      status: 'answered',
      answer_choice_id: right.id,
      winners: 2,
      paid: 200,
    });

    await Promise.all([
      payPollWinners(app.db, poll.id, app.clock()),
      payPollWinners(app.db, poll.id, app.clock()),
      pollTick(app.db, app.clock()),
    ]);
    await payPollWinners(app.db, poll.id, app.clock());
    expect(await main(a.id)).toBe(toSatang(100));
    expect(await main(b.id)).toBe(toSatang(100));
    expect(await main(c.id)).toBe(0);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE idem_key LIKE $1`,
      [`poll:win:${poll.id}:%`],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await checkLedger(app.db, { cheap: true })).toEqual([]);

    const winners = await call<PollWinners>(app, 'GET', '/api/poll/winners', {
      query: { poll_id: String(poll.id) },
    });
    expect(winners.data.total_paid).toBe(200);
    expect(winners.data.winners.map((w) => w.member)).toEqual(
      expect.arrayContaining([`xxx${a.phone.slice(-3)}`, `xxx${b.phone.slice(-3)}`]),
    );
    const staffView = await call<PollAdminWinners>(app, 'GET', `/api/admin/polls/${poll.id}/winners`, {
      token: checker.token,
    });
    expect(staffView.data.items).toHaveLength(2);
    const audit = await app.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'poll' AND target_id = $1 ORDER BY id`,
      [String(poll.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'poll.create',
      'poll.open',
      'poll.close',
      'poll.answer.set',
      'poll.answer.confirm',
    ]);
  });

  it('shares a pool by correct votes and resumes a payment cut short without paying twice', async () => {
    const { poll, right, a, b } = await votedPoll({ prize_mode: 'pool', prize: 1000 });
    expect((await setAnswer(setter.token, poll.id, right.id)).error).toBe(0);
    // A crash after the confirmation committed and one winner was paid: mark the poll answered by hand, pay b.
    await app.db.query(
      `UPDATE poll_answer_entries SET status = 'confirmed', decided_by = $2 WHERE poll_id = $1`,
      [poll.id, checker.id],
    );
    await app.db.query(`UPDATE polls SET status = 'answered', answer_choice_id = $2 WHERE id = $1`, [
      poll.id,
      right.id,
    ]);
    // b was paid before the crash: its payout row and its transfer, committed together as payPollWinners does.
    await app.db.tx(async (q) => {
      await q.query(
        `INSERT INTO poll_payouts (poll_id, member_id, votes, amount) VALUES ($1, $2, 3, 75000)`,
        [poll.id, b.id],
      );
      await transfer(q, {
        key: `poll:win:${poll.id}:${b.id}`,
        from: { house: 'polls' },
        to: { member: b.id, walletTypeId: 1 },
        amount: toSatang(750),
        kind: 'bonus',
        description: 'รางวัลทายผล',
      });
    });
    expect(await pollTick(app.db, app.clock())).toBeGreaterThanOrEqual(1);
    expect(await main(a.id)).toBe(toSatang(250));
    expect(await main(b.id)).toBe(toSatang(750));
    await pollTick(app.db, app.clock());
    await payPollWinners(app.db, poll.id, app.clock());
    expect(await main(a.id)).toBe(toSatang(250));
    expect(await main(b.id)).toBe(toSatang(750));
    const { rows } = await app.db.query<{ paid_at: Date | null }>(`SELECT paid_at FROM polls WHERE id = $1`, [
      poll.id,
    ]);
    expect(rows[0]!.paid_at).not.toBeNull();
  });
});
