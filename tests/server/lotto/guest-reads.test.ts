import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { createLottoApp, marketId, openRound } from './lotto-helpers';
import { setResult } from './lotto-fixtures';

/**
 * The lotto rates and results are public pages (issue: "guests can read lotto rates and results"): a guest, with
 * no bearer token, reads them for the agent of the X-Agent-Code header or the default agent, exactly as a member
 * of that agent reads them; the calls that act for a member still refuse a guest with 401.
 */
describe('a guest reading the lotto rates and results', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  let round: number;
  const draw = {
    kind: 'draw',
    first_prize: '820866',
    front3: ['266', '479'],
    back3: ['068', '492'],
    bottom2: '06',
  };

  beforeAll(async () => {
    ctx = await createLottoApp(new Date('2026-11-20T03:00:00Z'));
    round = await openRound(ctx.app, ctx.now(), { closeInSeconds: 10 });
    await setResult(ctx.app.db, round, draw);
  });
  afterAll(async () => ctx.app.close());

  const threeTop = (answer: {
    data: { market_code: string; rates: { bet_type: string; rate: number }[] }[];
  }) =>
    answer.data.find((m) => m.market_code === 'thai-gov')?.rates.find((r) => r.bet_type === 'three_top')
      ?.rate;

  it("gets the default agent's rates, the same a member of that agent gets", async () => {
    const guest = await call(ctx.app, 'GET', '/api/lotto/rates');
    expect(guest).toMatchObject({ status: 200, error: 0 });
    expect(threeTop(guest)).toBe(900);
    const { token } = await insertMember(ctx.app, 'demo');
    const member = await call(ctx.app, 'GET', '/api/lotto/rates', { token });
    expect(member.data).toEqual(guest.data);
  });

  it("gets the rates of the X-Agent-Code header's agent, and a refusal for an unknown agent", async () => {
    const { rows } = await ctx.app.db.query<{ id: number }>(
      `INSERT INTO agents (code, name) VALUES ('lotto-guest', 'อีกเว็บ') RETURNING id`,
    );
    const ids = [rows[0]!.id, await marketId(ctx.app, 'thai-gov')];
    await ctx.app.db.query(
      `INSERT INTO lotto_rates (agent_id, market_id, bet_type, rate_x100) VALUES ($1, $2, 'three_top', 75000)`,
      ids,
    );
    await ctx.app.db.query(
      `INSERT INTO lotto_limits (agent_id, market_id, bet_type, min_per_line, max_per_line)
       VALUES ($1, $2, 'three_top', 100, 100000)`,
      ids,
    );
    const other = await call(ctx.app, 'GET', '/api/lotto/rates', {
      headers: { 'x-agent-code': 'lotto-guest' },
    });
    expect(other.error).toBe(0);
    expect(threeTop(other)).toBe(750);
    expect(other.data.find((m: { market_code: string }) => m.market_code === 'lao').rates).toEqual([]);
    const unknown = await call(ctx.app, 'GET', '/api/lotto/rates', {
      headers: { 'x-agent-code': 'no-such' },
    });
    expect(unknown.error).not.toBe(0);
  });

  it('gets the published results and one round’s result, the same a member gets', async () => {
    const guest = await call(ctx.app, 'GET', '/api/lotto/results');
    expect(guest).toMatchObject({ status: 200, error: 0 });
    const mine = guest.data.find((r: { round: { round_id: number } }) => r.round.round_id === round);
    expect(mine).toMatchObject({ result: draw, winning: { three_top: ['866'] } });
    const one = await call(ctx.app, 'GET', '/api/lotto/result', { query: { round_id: String(round) } });
    expect(one).toMatchObject({ status: 200, error: 0, data: { result: draw } });
    const { token } = await insertMember(ctx.app, 'demo');
    expect((await call(ctx.app, 'GET', '/api/lotto/results', { token })).data).toEqual(guest.data);
  });

  const line = { bet_type: 'two_bottom', number: '06', amount: 10 };
  it.each([
    ['GET', '/api/lotto/bill/list', {}],
    ['GET', '/api/lotto/bill/detail', { query: { bill_id: '1' } }],
    ['POST', '/api/lotto/bill/validate', { body: { round_id: 1, lines: [line] } }],
    ['POST', '/api/lotto/bill/create', { body: { round_id: 1, lines: [line], request_id: 'guest-req-1' } }],
    ['POST', '/api/lotto/bill/cancel', { body: { bill_id: 1 } }],
    ['POST', '/api/lotto/yeekee/shoot_number', { body: { round_id: 1, number: '12345' } }],
  ] as const)('is refused with 401 on the member call %s %s', async (method, url, options) => {
    const answer = await call(ctx.app, method, url, options);
    expect(answer.status).toBe(401);
    const stale = await call(ctx.app, method, url, { ...options, token: 'not-a-session' });
    expect(stale.status).toBe(401);
  });
});
