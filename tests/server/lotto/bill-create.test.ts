import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { checkLedger } from '@server/ledger';
import { call, insertMember } from '@tests/server/helpers/test-app';
import {
  balanceOf,
  createLottoApp,
  fund,
  lottoFootprint,
  marketId,
  openRound,
  requestId,
} from './lotto-helpers';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

describe('lotto bills: create, replay, frozen rate', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  beforeAll(async () => {
    ctx = await createLottoApp();
  });
  afterAll(async () => ctx.app.close());

  const lines = [
    { bet_type: 'three_top', number: '123', amount: 10 },
    { bet_type: 'two_bottom', number: '45', amount: 20.5 },
    { bet_type: 'run_top', number: '7', amount: 5 },
  ];

  it('debits the stake once, freezes each line rate, and a replay answers the same bill without a second debit', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now());
    const request_id = requestId();
    const first = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines, request_id },
    });
    expect(first.error).toBe(0);
    expect(first.data.total).toBe(35.5);
    expect(first.data.status).toBe('pending');
    expect(first.data.lines.map((l: { rate: number }) => l.rate)).toEqual([900, 90, 3.2]);
    expect(first.data.lines[1].potential_payout).toBe(1845);
    expect(await balanceOf(app, member.id)).toBe(6450);

    const again = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines, request_id },
    });
    expect(again.error).toBe(0);
    expect(again.data.bill_id).toBe(first.data.bill_id);
    expect(await balanceOf(app, member.id)).toBe(6450);

    const other = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines: lines.slice(0, 1), request_id },
    });
    expect(other.error).toBe(code('IDEMPOTENCY_CONFLICT'));
    expect(await balanceOf(app, member.id)).toBe(6450);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('a replay arriving after the round closed answers the accepted bill, not a refusal', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now(), { closeInSeconds: 60 });
    const request_id = requestId();
    const body = { round_id: roundId, lines, request_id };
    const first = await call(app, 'POST', '/api/lotto/bill/create', { token: member.token, body });
    expect(first.error).toBe(0);
    const start = ctx.now();
    ctx.advance(120);
    try {
      const late = await call(app, 'POST', '/api/lotto/bill/create', { token: member.token, body });
      expect(late.error).toBe(0);
      expect(late.data.bill_id).toBe(first.data.bill_id);
      expect(await balanceOf(app, member.id)).toBe(6450);
    } finally {
      ctx.setNow(start);
    }
  });

  it('parallel replays of one request id make one bill and one debit', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now());
    const request_id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, 'POST', '/api/lotto/bill/create', {
          token: member.token,
          body: { round_id: roundId, lines, request_id },
        }),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual(Array(8).fill(0));
    expect(new Set(answers.map((a) => a.data.bill_id)).size).toBe(1);
    expect(await balanceOf(app, member.id)).toBe(6450);
  });

  it('an accepted bill keeps its rate after the agent changes the rate', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now());
    const created = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines: lines.slice(0, 1), request_id: requestId() },
    });
    expect(created.error).toBe(0);
    const market = await marketId(app, 'thai-gov');
    await app.db.query(
      `UPDATE lotto_rates SET rate_x100 = 50000 WHERE market_id = $1 AND bet_type = 'three_top'`,
      [market],
    );
    const rate = await call(app, 'GET', '/api/lotto/rate', {
      token: member.token,
      query: { round_id: String(roundId) },
    });
    expect(rate.data.rates.find((r: { bet_type: string }) => r.bet_type === 'three_top').rate).toBe(500);
    const detail = await call(app, 'GET', '/api/lotto/bill/detail', {
      token: member.token,
      query: { bill_id: String(created.data.bill_id) },
    });
    expect(detail.data.lines[0].rate).toBe(900);
    const fresh = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines: lines.slice(0, 1), request_id: requestId() },
    });
    expect(fresh.data.lines[0].rate).toBe(500);
    await app.db.query(
      `UPDATE lotto_rates SET rate_x100 = 90000 WHERE market_id = $1 AND bet_type = 'three_top'`,
      [market],
    );
  });

  it('refuses a bill once the server clock passes the close time, changing nothing', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const roundId = await openRound(app, ctx.now(), { closeInSeconds: 60 });
    const start = ctx.now();
    ctx.advance(60);
    try {
      const before = await lottoFootprint(app);
      const late = await call(app, 'POST', '/api/lotto/bill/create', {
        token: member.token,
        body: { round_id: roundId, lines, request_id: requestId() },
      });
      expect(late.error).toBe(code('LOTTO_ROUND_CLOSED'));
      expect(await lottoFootprint(app)).toEqual(before);
      expect(await balanceOf(app, member.id)).toBe(10000);
      const validation = await call(app, 'POST', '/api/lotto/bill/validate', {
        token: member.token,
        body: { round_id: roundId, lines },
      });
      expect(validation.data.valid).toBe(false);
      expect(
        validation.data.lines.every(
          (l: { reason_code: number }) => l.reason_code === code('LOTTO_ROUND_CLOSED'),
        ),
      ).toBe(true);
    } finally {
      ctx.setNow(start);
    }
  });

  it('refuses a bill the wallet cannot cover, all or nothing', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 30);
    const roundId = await openRound(app, ctx.now());
    const before = await lottoFootprint(app);
    const answer = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines, request_id: requestId() },
    });
    expect(answer.error).toBe(code('LOTTO_INSUFFICIENT_FUNDS'));
    expect(await lottoFootprint(app)).toEqual(before);
    expect(await balanceOf(app, member.id)).toBe(3000);
  });
});
