import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRounds } from '@server/lotto/calendar';
import { call } from '@tests/server/helpers/test-app';
import { createLottoApp, marketId, openRound } from './lotto-helpers';

describe('lotto markets, calendar, rounds, rates and limits', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  beforeAll(async () => {
    ctx = await createLottoApp(new Date('2026-11-20T03:00:00Z'));
  });
  afterAll(async () => ctx.app.close());

  it('seeds the government calendar as data, with the known exceptions', async () => {
    const { rows } = await ctx.app.db.query<{ d: string }>(
      `SELECT draw_date::text AS d FROM lotto_draw_dates d JOIN lotto_markets m ON m.id = d.market_id
        WHERE m.code = 'thai-gov' ORDER BY 1`,
    );
    const dates = rows.map((r) => r.d);
    expect(dates).toContain('2026-12-30');
    expect(dates).toContain('2027-01-17');
    expect(dates).not.toContain('2027-01-16');
    expect(dates).toContain('2027-05-02');
    expect(dates).not.toContain('2027-05-01');
    expect(dates).toContain('2027-06-16');
  });

  it('creates a round per draw date closing 15:20 Bangkok, each opening when the previous closes, once', async () => {
    const { app } = ctx;
    const gov = await marketId(app, 'thai-gov');
    await ensureRounds(app.db, gov, '2026-11-20');
    expect(await ensureRounds(app.db, gov, '2026-11-20')).toBe(0);
    const { rows } = await app.db.query<{ round_key: string; title: string; open_at: Date; close_at: Date }>(
      `SELECT round_key, title, open_at, close_at FROM lotto_rounds WHERE market_id = $1 AND round_key IN ('2026-12-16', '2026-12-30')
        ORDER BY round_key`,
      [gov],
    );
    expect(rows.map((r) => r.title)).toEqual(['งวดวันที่ 16 ธันวาคม 2569', 'งวดวันที่ 30 ธันวาคม 2569']);
    expect(rows[0]!.close_at.toISOString()).toBe('2026-12-16T08:20:00.000Z');
    expect(rows[1]!.open_at.toISOString()).toBe('2026-12-16T08:20:00.000Z');
  });

  it('the lobby answers status 0 and lists every market with its next rounds and countdowns', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now(), { market: 'lao', closeInSeconds: 90 });
    const lobby = await app.inject({ method: 'GET', url: '/api/lotto/lobby' });
    const body = lobby.json();
    expect(body.status).toBe(0);
    expect(body.error).toBe(0);
    expect(body.data.markets.map((m: { code: string }) => m.code)).toEqual(['thai-gov', 'yeekee', 'lao']);
    const lao = body.data.markets.find((m: { code: string }) => m.code === 'lao');
    expect(lao.rounds[0]).toMatchObject({ round_id: roundId, is_open: true, seconds_to_close: 90 });
  });

  it('round, rule, rate and limit describe the round for the agent; rates lists every market', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now());
    const query = { round_id: String(roundId), agent_id: '56' };
    const round = await call(app, 'GET', '/api/lotto/round', { query });
    expect(round.data.bet_types).toHaveLength(8);
    expect(round.data.bet_types[0]).toEqual({ bet_type: 'three_top', name: '3 ตัวบน', digits: 3, rate: 900 });
    const rule = await call(app, 'GET', '/api/lotto/rule', { query });
    expect(rule.data.rules.join(' ')).toContain('ยกเลิกโพยได้ภายใน 30 นาที');
    const limit = await call(app, 'GET', '/api/lotto/limit', { query });
    expect(limit.data.limits[0]).toMatchObject({
      bet_type: 'three_top',
      min_per_line: 1,
      max_per_line: 2000,
    });
    const rates = await call(app, 'GET', '/api/lotto/rates', { query: { agent_id: '56' } });
    expect(rates.data.map((m: { market_code: string }) => m.market_code)).toEqual([
      'thai-gov',
      'yeekee',
      'lao',
    ]);
    const one = await call(app, 'GET', '/api/lotto/rates', {
      query: { category_id: String(await marketId(app, 'lao')) },
    });
    expect(one.data).toHaveLength(1);
    expect(one.data[0].rates.find((r: { bet_type: string }) => r.bet_type === 'run_bottom').rate).toBe(4.2);
  });

  it('rounds past their close show as closed by the server clock; an unknown round is refused in Thai', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now(), { closeInSeconds: 10 });
    const start = ctx.now();
    ctx.advance(11);
    try {
      const closed = await call(app, 'GET', '/api/lotto/rounds', { query: { status: 'closed' } });
      const mine = closed.data.find((r: { round_id: number }) => r.round_id === roundId);
      expect(mine).toMatchObject({ status: 'closed', is_open: false, seconds_to_close: 0 });
      const open = await call(app, 'GET', '/api/lotto/rounds', { query: { status: 'open', limit: '100' } });
      expect(open.data.some((r: { round_id: number }) => r.round_id === roundId)).toBe(false);
    } finally {
      ctx.setNow(start);
    }
    const missing = await call(app, 'GET', '/api/lotto/round', { query: { round_id: '99999999' } });
    expect(missing).toMatchObject({ status: 200, error: 7001 });
  });
});
