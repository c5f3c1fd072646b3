import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { playRound } from '@tests/server/affiliate/affiliate-helpers';
import { fundedMember, launch, seamlessCall } from '@tests/server/games-platform/helpers';
import { cancelBill, createMarket, createRound, placeBill } from '@tests/server/lotto/lotto-fixtures';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');

// Two Bangkok days of one month, long past: only this file's members played then.
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00+07:00`);
const SLOT = 'builtin-slot-thai';
const BACCARAT = 'builtin-baccarat';

const a = await fundedMember(app, 10_000);
const b = await fundedMember(app, 10_000);
const c = await fundedMember(app, 10_000);
await playRound(app, a, { game: SLOT, stake: 100, win: 250, at: at(DAY1, 9) });
await playRound(app, a, { game: BACCARAT, stake: 50, win: 0, at: at(DAY2, 23) });
await playRound(app, b, { game: SLOT, stake: 300, win: 0, at: at(DAY1, 0) });
await playRound(app, b, { game: SLOT, stake: 20, win: 30, at: at(DAY2, 12) });
await playRound(app, c, { game: SLOT, stake: 40, win: 40, at: at(DAY2, 8) });
// c's bet of day 1 is rolled back by the provider: it counts nothing.
{
  const token = await launch(app, c, SLOT);
  const round = `r-${randomUUID()}`;
  const bet = randomUUID();
  const base = { token, round_id: round, game_id: SLOT, currency: 'THB' };
  expect((await seamlessCall(app, 'bet', { ...base, transaction_id: bet, amount: 500 })).error).toBe(0);
  const undone = await seamlessCall(app, 'rollback', {
    ...base,
    transaction_id: randomUUID(),
    ref_transaction_id: bet,
  });
  expect(undone.error).toBe(0);
  await app.db.query(`UPDATE seamless_transactions SET created_at = $2 WHERE round_id = $1`, [
    round,
    at(DAY1, 10),
  ]);
}

// Lotto counts from its round's close: a's bill of 20 baht stands (no result yet: it won nothing), b's was cancelled.
{
  const round = await createRound(app.db, await createMarket(app.db, 'generic'), {
    openAt: at(DAY1, 6),
    closeAt: at(DAY1, 12),
  });
  await placeBill(app.db, a, round, [['two_bottom', '06', 20_00, 9_000]]);
  await cancelBill(app.db, await placeBill(app.db, b, round, [['two_bottom', '07', 30_00, 9_000]]));
}

/**
 * The independent figure: each member's stakes and wins from the ledger's own entries on their wallets (bets
 * less the refunds of rolled-back bets, wins), in baht. The ledger's rows keep the time they were written, so
 * the sums are over all time: these members played nothing else.
 */
const ledgerOf = async (memberId: number) => {
  const { rows } = await app.db.query<{ kind: string; total: string }>(
    `SELECT e.kind, sum(e.amount)::bigint AS total FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.owner = 'member' AND e.kind IN ('bet', 'win', 'refund') GROUP BY e.kind`,
    [memberId],
  );
  const by = Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
  const stake = -(by.bet ?? 0) - (by.refund ?? 0);
  const win = by.win ?? 0;
  return { stake: stake / 100, win: win / 100, net: (win - stake) / 100 };
};

const report = (from = DAY1, to = DAY2, token = finance.token) =>
  call(app, 'GET', '/api/admin/reports/winloss', { token, query: { from, to } });
const top = (period: 'day' | 'month') =>
  call(app, 'GET', '/api/admin/reports/winloss/top', {
    token: finance.token,
    query: { from: DAY1, to: DAY2, period },
  });
const names = (rows: { member_id: number }[]) => rows.map((row) => row.member_id);

describe('win/loss report', () => {
  it('sums each member, game and provider as the ledger does', async () => {
    const { error, data } = await report();
    expect(error).toBe(0);
    const ledger = { a: await ledgerOf(a.id), b: await ledgerOf(b.id), c: await ledgerOf(c.id) };
    expect(ledger.a).toEqual({ stake: 170, win: 250, net: 80 });
    expect(ledger.b).toEqual({ stake: 320, win: 30, net: -290 });
    expect(ledger.c).toEqual({ stake: 40, win: 40, net: 0 });
    expect(data.members).toBe(3);
    expect(data.total).toEqual({ stake: 530, win: 320, net: -210 });
    expect(data.winners).toEqual([{ member_id: a.id, phone: a.phone, full_name: 'ทดสอบ ระบบ', ...ledger.a }]);
    expect(data.losers).toEqual([{ member_id: b.id, phone: b.phone, full_name: 'ทดสอบ ระบบ', ...ledger.b }]);
    expect(data.games).toEqual([
      {
        game_code: SLOT,
        game_name: expect.any(String),
        provider_code: 'builtin',
        stake: 460,
        win: 320,
        net: -140,
      },
      {
        game_code: BACCARAT,
        game_name: expect.any(String),
        provider_code: 'builtin',
        stake: 50,
        win: 0,
        net: -50,
      },
      { game_code: 'lotto', game_name: 'หวย', provider_code: 'lotto', stake: 20, win: 0, net: -20 },
    ]);
    expect(data.providers).toEqual([
      { provider_code: 'builtin', provider_name: expect.any(String), stake: 510, win: 320, net: -190 },
      { provider_code: 'lotto', provider_name: 'หวย', stake: 20, win: 0, net: -20 },
    ]);
  });

  it("reads one member's own win/loss by phone", async () => {
    const { data } = await call(app, 'GET', '/api/admin/reports/winloss', {
      token: finance.token,
      query: { from: DAY1, to: DAY2, phone: b.phone },
    });
    expect(data.members).toBe(1);
    expect(data.total).toEqual(await ledgerOf(b.id));
    expect(data.games).toEqual([
      {
        game_code: SLOT,
        game_name: expect.any(String),
        provider_code: 'builtin',
        stake: 320,
        win: 30,
        net: -290,
      },
    ]);
    expect(data.winners).toEqual([]);
    expect(data.losers.map((m: { member_id: number }) => m.member_id)).toEqual([b.id]);
  });

  it('counts a day by Bangkok time: one day holds only its own play', async () => {
    const { data } = await report(DAY2, DAY2);
    expect(data.total).toEqual({ stake: 110, win: 70, net: -40 });
  });

  it('ranks the top winners and losers per day and per month', async () => {
    const days = (await top('day')).data.periods;
    expect(days.map((p: { period: string }) => p.period)).toEqual([DAY2, DAY1]);
    expect(names(days[0].winners)).toEqual([b.id]);
    expect(names(days[0].losers)).toEqual([a.id]);
    expect(days[1].winners[0]).toMatchObject({ member_id: a.id, stake: 120, win: 250, net: 130 });
    expect(days[1].losers[0]).toMatchObject({ member_id: b.id, stake: 300, win: 0, net: -300 });
    const months = (await top('month')).data.periods;
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({
      period: '2026-03',
      winners: [{ member_id: a.id, net: 80 }],
      losers: [{ member_id: b.id, net: -290 }],
    });
  });

  it('exports every member who played as CSV', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reports/winloss/members.csv',
      query: { from: DAY1, to: DAY2 },
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('รหัสสมาชิก,เบอร์โทร,ชื่อสมาชิก,ยอดเดิมพัน,ยอดชนะ,ได้เสียสุทธิ');
    expect(lines.slice(1)).toEqual([
      `${a.id},${a.phone},ทดสอบ ระบบ,170.00,250.00,80.00`,
      `${b.id},${b.phone},ทดสอบ ระบบ,320.00,30.00,-290.00`,
      `${c.id},${c.phone},ทดสอบ ระบบ,40.00,40.00,0.00`,
    ]);
    const audit = await app.db.query<{ target_id: string; after: unknown }>(
      `SELECT target_id, after FROM audit_log WHERE action = 'data.export' AND staff_id = $1`,
      [finance.id],
    );
    expect(audit.rows).toEqual([{ target_id: 'winloss_members', after: { from: DAY1, to: DAY2, rows: 3 } }]);
  });

  it('refuses a role without reports.view, and a bad range in Thai', async () => {
    const support = await insertStaff(app, 'support');
    expect((await report(DAY1, DAY2, support.token)).status).toBe(403);
    const bad = await report(DAY2, DAY1);
    expect(bad.status).toBe(200);
    expect(bad.error).toBe(6104);
  });
});
