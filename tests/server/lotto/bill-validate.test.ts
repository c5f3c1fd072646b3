import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { balanceOf, createLottoApp, fund, lottoFootprint, openRound, requestId } from './lotto-helpers';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

describe('lotto bills: validate names every refused line; absurd input changes nothing', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  let member: Awaited<ReturnType<typeof insertMember>>;
  let roundId: number;
  beforeAll(async () => {
    ctx = await createLottoApp();
    member = await insertMember(ctx.app);
    await fund(ctx.app, member.id, 50);
    roundId = await openRound(ctx.app, ctx.now());
    await ctx.app.db.query(
      `INSERT INTO lotto_restricted_numbers (round_id, bet_type, number, mode, rate_x100) VALUES
         ($1, 'three_top', '999', 'closed', NULL), ($1, 'two_top', '88', 'reduced', 4500)`,
      [roundId],
    );
  });
  afterAll(async () => ctx.app.close());

  it('answers each line with its Thai reason, the reduced rate of a restricted number, and the balance', async () => {
    const answer = await call(ctx.app, 'POST', '/api/lotto/bill/validate', {
      token: member.token,
      body: {
        round_id: roundId,
        lines: [
          { bet_type: 'two_top', number: '88', amount: 10 }, // ok at the reduced rate 45
          { bet_type: 'three_top', number: '999', amount: 5 }, // closed number
          { bet_type: 'two_top', number: '123', amount: 5 }, // wrong digits
          { bet_type: 'run_top', number: '1', amount: 0.5 }, // below 1 baht
          { bet_type: 'three_top', number: '100', amount: 2001 }, // above 2,000 per line
          { bet_type: 'two_bottom', number: '10', amount: 1.005 }, // three decimals
          { bet_type: 'two_bottom', number: '11', amount: 30 }, // ok
          { bet_type: 'two_bottom', number: '12', amount: 20 }, // past the 50 baht balance
        ],
      },
    });
    expect(answer.error).toBe(0);
    const { data } = answer;
    expect(data.valid).toBe(false);
    expect(data.balance).toBe(50);
    expect(data.lines.map((l: { reason_code: number }) => l.reason_code)).toEqual([
      0,
      code('LOTTO_NUMBER_CLOSED'),
      code('LOTTO_NUMBER_INVALID'),
      code('LOTTO_BELOW_MIN'),
      code('LOTTO_ABOVE_MAX'),
      code('LOTTO_AMOUNT_INVALID'),
      0,
      code('LOTTO_INSUFFICIENT_FUNDS'),
    ]);
    expect(data.lines[0].rate).toBe(45);
    expect(data.lines[1].reason).toContain('เลขอั้น');
    expect(data.lines[7].reason).toBe(errorCatalogue.LOTTO_INSUFFICIENT_FUNDS.message);
  });

  it('a valid bill validates, and create refuses the same bill with a closed number naming its line', async () => {
    const ok = await call(ctx.app, 'POST', '/api/lotto/bill/validate', {
      token: member.token,
      body: { round_id: roundId, lines: [{ bet_type: 'two_top', number: '88', amount: 10 }] },
    });
    expect(ok.data).toMatchObject({ valid: true, total: 10, message: '' });
    const before = await lottoFootprint(ctx.app);
    const refused = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: {
        round_id: roundId,
        request_id: requestId(),
        lines: [
          { bet_type: 'two_top', number: '88', amount: 10 },
          { bet_type: 'three_top', number: '999', amount: 5 },
        ],
      },
    });
    expect(refused.error).toBe(code('LOTTO_BILL_REFUSED'));
    expect(refused.message).toContain('รายการที่ 2 (3 ตัวบน 999)');
    expect(refused.data.lines).toHaveLength(1);
    expect(await lottoFootprint(ctx.app)).toEqual(before);
  });

  const absurd: [string, unknown][] = [
    ['no lines', { round_id: 1, lines: [] }],
    ['lines not a list', { round_id: 1, lines: 'abc' }],
    [
      'a thousand lines',
      { round_id: 1, lines: Array(1000).fill({ bet_type: 'run_top', number: '1', amount: 1 }) },
    ],
    ['an unknown bet type', { round_id: 1, lines: [{ bet_type: 'four_top', number: '1234', amount: 1 }] }],
    ['a string amount', { round_id: 1, lines: [{ bet_type: 'run_top', number: '1', amount: '1' }] }],
    ['a negative round', { round_id: -5, lines: [{ bet_type: 'run_top', number: '1', amount: 1 }] }],
    ['a huge round id', { round_id: 1e300, lines: [{ bet_type: 'run_top', number: '1', amount: 1 }] }],
    ['a long number', { round_id: 1, lines: [{ bet_type: 'run_top', number: '1'.repeat(5000), amount: 1 }] }],
  ];
  for (const [name, body] of absurd) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = await lottoFootprint(ctx.app);
      const answer = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
        token: member.token,
        body: { ...(body as object), request_id: requestId() },
      });
      expect(answer.status).toBe(400);
      expect(answer.error).toBe(code('BAD_REQUEST'));
      expect(await lottoFootprint(ctx.app)).toEqual(before);
    });
  }

  const refusedLines: [
    string,
    { bet_type: string; number: string; amount: number },
    keyof typeof errorCatalogue,
  ][] = [
    ['a zero amount', { bet_type: 'run_top', number: '1', amount: 0 }, 'LOTTO_AMOUNT_INVALID'],
    ['a negative amount', { bet_type: 'run_top', number: '1', amount: -100 }, 'LOTTO_AMOUNT_INVALID'],
    ['an astronomic amount', { bet_type: 'run_top', number: '1', amount: 1e300 }, 'LOTTO_AMOUNT_INVALID'],
    ['letters for a number', { bet_type: 'two_top', number: 'ab', amount: 1 }, 'LOTTO_NUMBER_INVALID'],
    ['a sign in a number', { bet_type: 'two_top', number: '-1', amount: 1 }, 'LOTTO_NUMBER_INVALID'],
    [
      'a bet type the market lacks',
      { bet_type: 'three_front', number: '123', amount: 1 },
      'LOTTO_BET_TYPE_CLOSED',
    ],
  ];
  for (const [name, line, reason] of refusedLines) {
    it(`refuses ${name} with its line's reason and changes nothing`, async () => {
      const lao = await openRound(ctx.app, ctx.now(), { market: 'lao' });
      const before = await lottoFootprint(ctx.app);
      const answer = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
        token: member.token,
        body: { round_id: lao, lines: [line], request_id: requestId() },
      });
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(code('LOTTO_BILL_REFUSED'));
      expect(answer.data.lines[0].reason_code).toBe(code(reason));
      expect(await lottoFootprint(ctx.app)).toEqual(before);
      expect(await balanceOf(ctx.app, member.id)).toBe(5000);
    });
  }

  it('an unknown round answers its Thai refusal, not a 5xx', async () => {
    const answer = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: {
        round_id: 987654321,
        lines: [{ bet_type: 'run_top', number: '1', amount: 1 }],
        request_id: requestId(),
      },
    });
    expect(answer).toMatchObject({ status: 200, error: code('LOTTO_ROUND_NOT_FOUND') });
  });
});
