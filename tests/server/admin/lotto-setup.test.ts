import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { createLottoApp, fund, marketId, openRound, requestId } from '@tests/server/lotto/lotto-helpers';
import { insertStaff } from './staff-fixtures';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

// 2026-11-20 10:00 Bangkok: the seeded government calendar starts in December.
const ctx = await createLottoApp(new Date('2026-11-20T03:00:00Z'));
const { app } = ctx;
afterAll(() => app.close());

let lotto: Awaited<ReturnType<typeof insertStaff>>;
let support: Awaited<ReturnType<typeof insertStaff>>;
beforeAll(async () => {
  lotto = await insertStaff(app, 'lotto');
  support = await insertStaff(app, 'support');
});

const bill = async (token: string, roundId: number, lines: object[]) =>
  call(app, 'POST', '/api/lotto/bill/create', {
    token,
    body: { round_id: roundId, lines, request_id: requestId() },
  });
const audits = async (action: string) =>
  (await app.db.query(`SELECT 1 FROM audit_log WHERE action = $1`, [action])).rows.length;

describe('lotto back office: markets, rates and limits', () => {
  it('lists every bet type of each market with the agent rate and limits, in baht', async () => {
    const markets = (await call(app, 'GET', '/api/admin/lotto/markets', { token: lotto.token })).data;
    const gov = markets.find((m: { code: string }) => m.code === 'thai-gov');
    expect(gov.settings).toHaveLength(8);
    expect(gov.settings.find((s: { bet_type: string }) => s.bet_type === 'three_top')).toMatchObject({
      enabled: true,
      rate: 900,
    });
  });

  it('a new rate applies to bills placed after it; accepted lines keep theirs; audited', async () => {
    const gov = await marketId(app, 'thai-gov');
    const roundId = await openRound(app, ctx.now());
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const before = await bill(member.token, roundId, [{ bet_type: 'two_top', number: '12', amount: 10 }]);
    expect(before.error).toBe(0);
    const current = (await call(app, 'GET', '/api/admin/lotto/markets', { token: lotto.token })).data.find(
      (m: { id: number }) => m.id === gov,
    );
    const twoTop = current.settings.find((s: { bet_type: string }) => s.bet_type === 'two_top');
    const saved = await call(app, 'POST', `/api/admin/lotto/markets/${gov}/bet_types`, {
      token: lotto.token,
      body: { settings: [{ ...twoTop, rate: 85.5, cap_per_number: 5000 }] },
    });
    expect(saved.error).toBe(0);
    expect(saved.data.settings.find((s: { bet_type: string }) => s.bet_type === 'two_top')).toMatchObject({
      rate: 85.5,
      cap_per_number: 5000,
    });
    const after = await bill(member.token, roundId, [{ bet_type: 'two_top', number: '12', amount: 10 }]);
    expect(after.data.lines[0].rate).toBe(85.5);
    const detail = await call(app, 'GET', '/api/lotto/bill/detail', {
      token: member.token,
      query: { bill_id: before.data.bill_id },
    });
    expect(detail.data.lines[0].rate).toBe(90);
    expect(await audits('lotto.rates.update')).toBe(1);
  });

  it('refuses a bad rate, min above max and a twice-listed bet type, changing nothing', async () => {
    const gov = await marketId(app, 'thai-gov');
    const base = { bet_type: 'run_top', enabled: true, rate: 3.2, min_per_line: 1, max_per_line: 100 };
    const post = (settings: object[]) =>
      call(app, 'POST', `/api/admin/lotto/markets/${gov}/bet_types`, {
        token: lotto.token,
        body: { settings },
      });
    expect((await post([{ ...base, rate: 3.255 }])).status).toBe(400);
    expect((await post([{ ...base, min_per_line: 200 }])).status).toBe(400);
    expect((await post([base, base])).error).toBe(code('LOTTO_ADMIN_BET_TYPE_TWICE'));
    expect((await post([{ ...base, rate: -1 }])).status).toBe(400);
    const markets = (await call(app, 'GET', '/api/admin/lotto/markets', { token: lotto.token })).data;
    const runTop = markets
      .find((m: { id: number }) => m.id === gov)
      .settings.find((s: { bet_type: string }) => s.bet_type === 'run_top');
    expect(runTop.rate).toBe(3.2);
  });

  it('support may look but not change; content may not look', async () => {
    const gov = await marketId(app, 'thai-gov');
    expect((await call(app, 'GET', '/api/admin/lotto/markets', { token: support.token })).error).toBe(0);
    const change = await call(app, 'POST', `/api/admin/lotto/markets/${gov}/draw_dates`, {
      token: support.token,
      body: { draw_date: '2027-01-02', note: '' },
    });
    expect(change.status).toBe(403);
    const content = await insertStaff(app, 'content');
    expect((await call(app, 'GET', '/api/admin/lotto/bills', { token: content.token })).status).toBe(403);
  });
});

describe('lotto back office: the draw calendar', () => {
  it('adds a date with its round at once, refuses a past or impossible date, removes one without bills', async () => {
    const gov = await marketId(app, 'thai-gov');
    const url = `/api/admin/lotto/markets/${gov}/draw_dates`;
    const added = await call(app, 'POST', url, {
      token: lotto.token,
      body: { draw_date: '2026-11-28', note: 'งวดพิเศษ' },
    });
    expect(added.error).toBe(0);
    const row = added.data.find((d: { draw_date: string }) => d.draw_date === '2026-11-28');
    expect(row).toMatchObject({ note: 'งวดพิเศษ', round_status: 'open', bills: 0 });
    const rounds = (await call(app, 'GET', '/api/lotto/rounds', { query: { market_id: String(gov) } })).data;
    expect(rounds.map((r: { round_id: number }) => r.round_id)).toContain(row.round_id);

    const past = await call(app, 'POST', url, {
      token: lotto.token,
      body: { draw_date: '2026-11-01', note: '' },
    });
    expect(past.error).toBe(code('LOTTO_ADMIN_DATE_PAST'));
    const impossible = await call(app, 'POST', url, {
      token: lotto.token,
      body: { draw_date: '2027-02-30', note: '' },
    });
    expect(impossible.error).toBe(code('LOTTO_ADMIN_DATE_INVALID'));

    const removed = await call(app, 'POST', `${url}/remove`, {
      token: lotto.token,
      body: { draw_date: '2026-11-28' },
    });
    expect(removed.error).toBe(0);
    expect(removed.data.map((d: { draw_date: string }) => d.draw_date)).not.toContain('2026-11-28');
    expect(
      (await app.db.query(`SELECT 1 FROM lotto_rounds WHERE id = $1`, [row.round_id])).rows,
    ).toHaveLength(0);
    expect(await audits('lotto.draw_date.remove')).toBe(1);
  });

  it('keeps a date whose round holds a bill', async () => {
    const gov = await marketId(app, 'thai-gov');
    const url = `/api/admin/lotto/markets/${gov}/draw_dates`;
    const added = await call(app, 'POST', url, {
      token: lotto.token,
      body: { draw_date: '2026-11-29', note: '' },
    });
    const roundId = added.data.find((d: { draw_date: string }) => d.draw_date === '2026-11-29').round_id;
    const member = await insertMember(app);
    await fund(app, member.id, 50);
    expect((await bill(member.token, roundId, [{ bet_type: 'run_top', number: '5', amount: 5 }])).error).toBe(
      0,
    );
    const removed = await call(app, 'POST', `${url}/remove`, {
      token: lotto.token,
      body: { draw_date: '2026-11-29' },
    });
    expect(removed.error).toBe(code('LOTTO_ADMIN_ROUND_HAS_BILLS'));
  });

  it('has no calendar for Yeekee', async () => {
    const yeekee = await marketId(app, 'yeekee');
    const answer = await call(app, 'GET', `/api/admin/lotto/markets/${yeekee}/draw_dates`, {
      token: lotto.token,
    });
    expect(answer.error).toBe(code('LOTTO_ADMIN_NO_CALENDAR'));
  });
});

describe('lotto back office: restricted numbers, exposure and bills', () => {
  it('a closed number refuses new lines at once; a reduced one pays the reduced rate; lifted, the agent rate', async () => {
    const roundId = await openRound(app, ctx.now());
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const restrict = (body: object) =>
      call(app, 'POST', `/api/admin/lotto/rounds/${roundId}/restricted`, { token: lotto.token, body });
    expect((await restrict({ bet_type: 'three_top', number: '123', mode: 'closed' })).error).toBe(0);
    const refused = await bill(member.token, roundId, [{ bet_type: 'three_top', number: '123', amount: 1 }]);
    expect(refused.error).toBe(code('LOTTO_BILL_REFUSED'));
    expect((await restrict({ bet_type: 'three_top', number: '123', mode: 'reduced', rate: 450 })).error).toBe(
      0,
    );
    const reduced = await bill(member.token, roundId, [{ bet_type: 'three_top', number: '123', amount: 1 }]);
    expect(reduced.data.lines[0].rate).toBe(450);
    const lifted = await call(app, 'POST', `/api/admin/lotto/rounds/${roundId}/restricted/remove`, {
      token: lotto.token,
      body: { bet_type: 'three_top', number: '123' },
    });
    expect(lifted.data).toEqual([]);
    const full = await bill(member.token, roundId, [{ bet_type: 'three_top', number: '123', amount: 1 }]);
    expect(full.data.lines[0].rate).toBe(900);
    expect((await restrict({ bet_type: 'three_top', number: '12', mode: 'closed' })).error).toBe(
      code('LOTTO_ADMIN_NUMBER_INVALID'),
    );
    expect((await restrict({ bet_type: 'three_top', number: '123', mode: 'reduced' })).status).toBe(400);
  });

  it('the exposure board sums stakes and payouts per number, riskiest first; bills are found by phone and number', async () => {
    const roundId = await openRound(app, ctx.now());
    const [a, b] = [await insertMember(app), await insertMember(app)];
    await fund(app, a.id, 100);
    await fund(app, b.id, 100);
    await bill(a.token, roundId, [
      { bet_type: 'two_top', number: '55', amount: 20 },
      { bet_type: 'two_top', number: '66', amount: 5 },
    ]);
    await bill(b.token, roundId, [{ bet_type: 'two_top', number: '55', amount: 10 }]);
    const board = (
      await call(app, 'GET', `/api/admin/lotto/rounds/${roundId}/exposure`, { token: support.token })
    ).data;
    expect(board.stake_by_type).toEqual([{ bet_type: 'two_top', stake: 35 }]);
    expect(board.rows.map((r: { number: string }) => r.number)).toEqual(['55', '66']);
    const rate = board.rows[0].payout / 30;
    expect(board.rows[0]).toMatchObject({ stake: 30, net_if_wins: 30 * rate - 35 });
    expect(board.round).toMatchObject({ id: roundId, bills: 2, stake: 35 });

    const found = await call(app, 'GET', '/api/admin/lotto/bills', {
      token: support.token,
      query: { round_id: String(roundId), phone: b.phone.slice(0, 6), number: '55' },
    });
    expect(found.data.map((x: { member_id: number }) => x.member_id)).toContain(b.id);
    expect(found.data.every((x: { round_id: number }) => x.round_id === roundId)).toBe(true);
    const mine = found.data.find((x: { member_id: number }) => x.member_id === b.id);
    expect(mine.lines).toEqual([
      expect.objectContaining({ bet_type: 'two_top', number: '55', amount: 10, status: 'pending' }),
    ]);
  });

  it('answers a round that does not exist plainly, and bad ids with 400', async () => {
    const missing = await call(app, 'GET', '/api/admin/lotto/rounds/99999999/exposure', {
      token: lotto.token,
    });
    expect(missing.error).toBe(code('LOTTO_ROUND_NOT_FOUND_ADMIN'));
    const bad = await call(app, 'GET', '/api/admin/lotto/rounds/abc/exposure', { token: lotto.token });
    expect(bad.status).toBe(400);
  });
});

describe('lotto back office: the rounds list', () => {
  it("lists the government draw beside a wall of Yeekee rounds closing this hour, nearest the business clock's now first", async () => {
    for (let i = 0; i < 60; i += 1)
      await openRound(app, ctx.now(), { market: 'yeekee', closeInSeconds: 60 * (i + 1) });
    const gov = await openRound(app, ctx.now(), { closeInSeconds: 12 * 86_400 });
    const listed = (
      await call(app, 'GET', '/api/admin/lotto/rounds', { token: lotto.token, query: { status: 'open' } })
    ).data as { id: number; market_id: number; close_at: string }[];
    expect(listed.map((r) => r.id)).toContain(gov);
    expect(listed.filter((r) => r.market_id === listed[0]!.market_id).length).toBeLessThanOrEqual(10);
    const distance = (r: { close_at: string }) => Math.abs(Date.parse(r.close_at) - ctx.now().getTime());
    expect(listed.map(distance)).toEqual([...listed.map(distance)].sort((a, b) => a - b));
    // One market chosen: its rounds, as many as asked.
    const yeekee = await marketId(app, 'yeekee');
    const only = (
      await call(app, 'GET', '/api/admin/lotto/rounds', {
        token: lotto.token,
        query: { status: 'open', market_id: String(yeekee), limit: '50' },
      })
    ).data as { market_id: number }[];
    expect(only).toHaveLength(50);
    expect(new Set(only.map((r) => r.market_id))).toEqual(new Set([yeekee]));
  });
});
