import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { addDays, bangkokDay, bangkokDayStart } from '@contract/thai-time';
import { autocommit } from '@server/db/db';
import { reportRollupTick } from '@server/jobs/report-rollups';
import { transfer } from '@server/ledger';
import { rollUpDay } from '@server/reports/money-rollups';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { gameOf } from '@tests/server/admin/money/money-fixtures';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const now = new Date();
const today = bangkokDay(now);
const past = [addDays(today, -3), addDays(today, -2), addDays(today, -1)];
// The job's clock: a day closes ten minutes after its midnight (money-rollups.ts), so a run in those ten minutes
// of the Bangkok night would find yesterday still open; the job is told it is at least a minute past them.
const jobNow = new Date(Math.max(now.getTime(), bangkokDayStart(today).getTime() + 11 * 60_000));
const at = (day: string, minutes: number) => new Date(bangkokDayStart(day).getTime() + minutes * 60_000);
const [slot, casino] = [await gameOf(app, 'slot'), await gameOf(app, 'casino')];

const move = (
  memberId: number,
  kind: 'deposit' | 'bet' | 'win' | 'bonus',
  baht: number,
  when: Date,
  game = slot,
) => {
  const wallet = { member: memberId, walletTypeId: kind === 'bonus' ? 2 : 1 };
  const house = { house: kind === 'deposit' ? 'deposits' : kind === 'bonus' ? 'promotions' : 'game:builtin' };
  return transfer(autocommit(app.db), {
    key: `rollup-test:${randomUUID()}`,
    from: kind === 'bet' ? wallet : house,
    to: kind === 'bet' ? house : wallet,
    amount: satang(Math.round(baht * 100)),
    kind,
    description: 'ทดสอบรายงานรายวัน',
    meta:
      kind === 'bet' || kind === 'win' ? { provider: 'builtin', round_id: randomUUID(), game_id: game } : {},
    at: when,
  });
};

/** An approved withdrawal decided at `when` (the report reads the withdrawals table alone). */
const approvedWithdrawal = (memberId: number, baht: number, when: Date) =>
  app.db.query(
    `INSERT INTO withdrawals (agent_id, member_id, request_id, amount, destination, bank_code, bank_account,
                              account_name, hold_id, status, decided_by, decided_at, created_at)
     SELECT agent_id, id, $2, $3, 'main', 'KBANK', '1234567890', 'ทดสอบ', $2, 'approved', 'system', $4, $4
       FROM members WHERE id = $1`,
    [memberId, randomUUID(), Math.round(baht * 100), when.toISOString()],
  );

// Three closed days and today: deposits, play in two categories, a bonus and a withdrawal each, one of them a
// minute from midnight on each side (the day's edges).
for (const [i, day] of [...past, today].entries()) {
  const member = await insertMember(app);
  const late = day === today ? 1 : 24 * 60 - 1;
  await move(member.id, 'deposit', 1000 + i, at(day, 1));
  await move(member.id, 'bet', 200.25 + i, at(day, 60));
  await move(member.id, 'win', 150.5, at(day, 61));
  await move(member.id, 'bet', 80, at(day, late), casino);
  await move(member.id, 'bonus', 30, at(day, 90));
  await approvedWithdrawal(member.id, 120 + i, at(day, late));
}

// A member who plays on two closed days and today: counted once among the month's active members.
const regular = await insertMember(app);
await move(regular.id, 'deposit', 100, at(past[1]!, 100));
for (const day of [past[1]!, past[2]!, today]) await move(regular.id, 'bet', 10, at(day, 120));

const report = async (from: string, to: string) => {
  const answer = await call(app, 'GET', '/api/admin/reports/money', {
    token: finance.token,
    query: { from, to },
  });
  expect(answer.error).toBe(0);
  return answer.data as { days: { day: string }[]; total: { deposits: number } };
};
const dashboard = async () =>
  (await call(app, 'GET', '/api/admin/dashboard', { token: finance.token })).data as Record<string, unknown>;

const rollUpEverything = async () => {
  const rolled: string[] = [];
  for (let tick = 0; tick < 20; tick += 1) {
    const days = await reportRollupTick(app.db, jobNow);
    if (days.length === 0) break;
    rolled.push(...days);
  }
  return rolled;
};

describe('daily roll-ups of the money figures', () => {
  it('give the very report the raw tables give, closed days from the roll-ups and today live', async () => {
    const ranges = [
      [past[0]!, today],
      [past[1]!, past[2]!],
      [addDays(today, -30), today],
    ] as const;
    const raw = await Promise.all(ranges.map(([from, to]) => report(from, to)));
    const rawDashboard = await dashboard();
    expect(raw[0]!.total.deposits).toBeGreaterThan(0);

    // 31 days a tick, newest first, until the 400 days are done; each day once.
    const rolled = await rollUpEverything();
    expect(rolled.slice(0, 3)).toEqual([...past].reverse());
    expect(rolled).toHaveLength(400);
    expect(rolled).not.toContain(today);
    expect(await reportRollupTick(app.db, jobNow)).toEqual([]);
    for (const [k, [from, to]] of ranges.entries()) expect(await report(from, to)).toEqual(raw[k]);
    expect({ ...(await dashboard()), generated_at: null }).toEqual({ ...rawDashboard, generated_at: null });
  });

  it('counts the month’s active members from the closed days’ roll-ups (a changed row shows), each once', async () => {
    await rollUpEverything();
    const closed = past.filter((day) => day.slice(0, 7) === today.slice(0, 7)).at(-1);
    if (!closed) return; // the 1st of a month: no closed day in it
    const members = async () =>
      ((await dashboard()).members as { month: { active_members: number } }).month.active_members;
    const before = await members();
    const [stranger, again] = [await insertMember(app), regular];
    await app.db.query(
      `INSERT INTO report_day_members (agent_id, day, member_id)
       SELECT agent_id, $2::date, id FROM members WHERE id = ANY($1::bigint[])
       ON CONFLICT DO NOTHING`,
      [[stranger.id, again.id], closed],
    );
    expect(await members()).toBe(before + 1);
    await rollUpDay(app.db, closed);
    expect(await members()).toBe(before);
  });

  it('reads the roll-ups for closed days (a changed roll-up row shows) and computes a day again whole', async () => {
    await rollUpEverything();
    const before = await report(past[1]!, past[1]!);
    await app.db.query(
      `UPDATE report_day_money SET deposits = deposits + 100 WHERE day = $1 AND category = ''`,
      [past[1]],
    );
    expect((await report(past[1]!, past[1]!)).total.deposits).toBe(before.total.deposits + 1);
    await rollUpDay(app.db, past[1]!);
    await rollUpDay(app.db, past[1]!);
    expect(await report(past[1]!, past[1]!)).toEqual(before);
  });

  it('leaves a day open until ten minutes after its midnight, and today to the live figures', async () => {
    const tomorrowStart = bangkokDayStart(today, 1).getTime();
    expect(await reportRollupTick(app.db, new Date(tomorrowStart + 5 * 60_000))).not.toContain(today);
    const { rows } = await app.db.query(`SELECT 1 FROM report_rollup_days WHERE day = $1::date`, [today]);
    expect(rows).toEqual([]);
  });
});
