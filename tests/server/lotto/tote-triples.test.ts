import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { settleRound } from '@server/lotto/settle';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
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

type Member = Awaited<ReturnType<typeof insertMember>>;

/**
 * 3 ตัวโต๊ด on a triple (555) has one permutation: it wins only on the exact number, at the tote rate. A market
 * refuses it unless staff allow it (DOMAIN.md: Thai sites refuse it); allowed, it settles as any tote does.
 */
describe('3 ตัวโต๊ด on a triple', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  let member: Member;
  let staff: Awaited<ReturnType<typeof insertStaff>>;
  let gov: number;
  let roundId: number;
  beforeAll(async () => {
    ctx = await createLottoApp();
    member = await insertMember(ctx.app);
    await fund(ctx.app, member.id, 1000);
    staff = await insertStaff(ctx.app, 'lotto');
    gov = await marketId(ctx.app, 'thai-gov');
    roundId = await openRound(ctx.app, ctx.now());
  });
  afterAll(async () => ctx.app.close());

  const place = (lines: { bet_type: string; number: string; amount: number }[]) =>
    call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, request_id: requestId(), lines },
    });
  /** The market as the console saves it, with only the triples switch changed. */
  const allowTriples = async (allowed: boolean) => {
    const markets = (await call(ctx.app, 'GET', '/api/admin/lotto/markets', { token: staff.token })).data;
    const market = markets.find((m: { id: number }) => m.id === gov);
    const saved = await call(ctx.app, 'POST', `/api/admin/lotto/markets/${gov}`, {
      token: staff.token,
      body: {
        name: market.name,
        enabled: market.enabled,
        sort: market.sort,
        cancel_window_seconds: market.cancel_window_seconds,
        close_time: market.close_time,
        result_time: market.result_time,
        weekdays: market.weekdays,
        tote_triples_allowed: allowed,
      },
    });
    expect(saved.error).toBe(0);
    expect(saved.data.tote_triples_allowed).toBe(allowed);
  };

  it('is refused by default with its own Thai reason, on validate and on create, and nothing moves', async () => {
    const round = await call(ctx.app, 'GET', '/api/lotto/round', { query: { round_id: String(roundId) } });
    expect(round.data.market.tote_triples_allowed).toBe(false);
    const rule = await call(ctx.app, 'GET', '/api/lotto/rule', { query: { round_id: String(roundId) } });
    expect(rule.data.rules.join('\n')).toContain('3 ตัวโต๊ดไม่รับเลขตอง');

    const lines = [
      { bet_type: 'three_tote', number: '555', amount: 10 },
      { bet_type: 'three_tote', number: '556', amount: 10 }, // a double: three permutations, taken
      { bet_type: 'three_top', number: '555', amount: 10 }, // the triple as 3 top: taken
    ];
    const verdict = await call(ctx.app, 'POST', '/api/lotto/bill/validate', {
      token: member.token,
      body: { round_id: roundId, lines },
    });
    expect(verdict.error).toBe(0);
    expect(verdict.data.lines.map((l: { reason_code: number }) => l.reason_code)).toEqual([
      errorCatalogue.LOTTO_TOTE_TRIPLE.code,
      0,
      0,
    ]);
    expect(verdict.data.lines[0].reason).toBe(errorCatalogue.LOTTO_TOTE_TRIPLE.message);

    const before = await lottoFootprint(ctx.app);
    const refused = await place(lines);
    expect(refused.status).toBe(200);
    expect(refused.error).toBe(errorCatalogue.LOTTO_BILL_REFUSED.code);
    expect(refused.message).toContain('รายการที่ 1 (3 ตัวโต๊ด 555): เลขตอง');
    expect(refused.data.lines).toHaveLength(1);
    expect(await lottoFootprint(ctx.app)).toEqual(before);
  });

  it('is taken once staff allow it on the market, and settles as any tote: the exact number only', async () => {
    await allowTriples(true);
    const round = await call(ctx.app, 'GET', '/api/lotto/round', { query: { round_id: String(roundId) } });
    expect(round.data.market.tote_triples_allowed).toBe(true);
    const rule = await call(ctx.app, 'GET', '/api/lotto/rule', { query: { round_id: String(roundId) } });
    expect(rule.data.rules.join('\n')).not.toContain('3 ตัวโต๊ดไม่รับเลขตอง');

    const win = await place([{ bet_type: 'three_tote', number: '555', amount: 10 }]);
    const lose = await place([{ bet_type: 'three_tote', number: '666', amount: 10 }]);
    expect([win.error, lose.error]).toEqual([0, 0]);
    expect(win.data.lines[0].rate).toBe(130);
    // Switched off again: the accepted bills stand and settle.
    await allowTriples(false);
    expect((await place([{ bet_type: 'three_tote', number: '777', amount: 1 }])).error).toBe(
      errorCatalogue.LOTTO_BILL_REFUSED.code,
    );

    const balance = await balanceOf(ctx.app, member.id);
    await ctx.app.db.query(`UPDATE lotto_rounds SET status = 'resulted', result = $2 WHERE id = $1`, [
      roundId,
      JSON.stringify({
        kind: 'draw',
        first_prize: '820555',
        front3: ['266', '479'],
        back3: ['068', '492'],
        bottom2: '06',
      }),
    ]);
    await settleRound(ctx.app.db, roundId);
    const { rows } = await ctx.app.db.query<{ id: number; status: string; payout: string }>(
      `SELECT id, status, payout FROM lotto_bills WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[win.data.bill_id, lose.data.bill_id]],
    );
    expect(rows.map((r) => [r.status, Number(r.payout)])).toEqual([
      ['won', 130_000],
      ['lost', 0],
    ]);
    expect(await balanceOf(ctx.app, member.id)).toBe(balance + 130_000);
  });
});
