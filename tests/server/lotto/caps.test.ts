import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { checkLedger } from '@server/ledger';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { balanceOf, createLottoApp, fund, marketId, openRound, requestId } from './lotto-helpers';

/**
 * The cap per number across members holds exactly under parallel bills (PostgreSQL runs them truly in
 * parallel; PGlite serialises them, so there the test checks the arithmetic only).
 */
describe('lotto caps under parallel bills', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  beforeAll(async () => {
    ctx = await createLottoApp();
  });
  afterAll(async () => ctx.app.close());

  it('32 parallel bills from 32 members on one number: exactly cap / stake are accepted, the rest sold out', async () => {
    const { app } = ctx;
    const market = await marketId(app, 'thai-gov');
    // Cap 100 baht on 2 top across members; each bill stakes 7 baht on 58: 14 fit (98), the 15th would make 105.
    await app.db.query(
      `UPDATE lotto_limits SET cap_per_number = 10000 WHERE market_id = $1 AND bet_type = 'two_top'`,
      [market],
    );
    const roundId = await openRound(app, ctx.now());
    const members = await Promise.all(Array.from({ length: 32 }, () => insertMember(app)));
    for (const m of members) await fund(app, m.id, 50);
    const answers = await Promise.all(
      members.map((m) =>
        call(app, 'POST', '/api/lotto/bill/create', {
          token: m.token,
          body: {
            round_id: roundId,
            request_id: requestId(),
            lines: [
              { bet_type: 'two_top', number: '58', amount: 7 },
              { bet_type: 'run_top', number: '5', amount: 1 },
            ],
          },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const accepted = answers.filter((a) => a.error === 0);
    const refused = answers.filter((a) => a.error !== 0);
    expect(accepted).toHaveLength(14);
    expect(new Set(refused.map((a) => a.error))).toEqual(new Set([errorCatalogue.LOTTO_BILL_REFUSED.code]));
    expect(refused[0]!.data.lines[0].reason_code).toBe(errorCatalogue.LOTTO_NUMBER_SOLD_OUT.code);
    expect(refused[0]!.message).toContain('2 ตัวบน 58');

    const { rows } = await app.db.query<{ stake: number; lines: number; run: number }>(
      `SELECT (SELECT stake FROM lotto_number_totals WHERE round_id = $1 AND bet_type = 'two_top' AND number = '58') AS stake,
              (SELECT coalesce(sum(amount), 0) FROM lotto_bill_lines WHERE round_id = $1 AND bet_type = 'two_top')::bigint AS lines,
              (SELECT stake FROM lotto_number_totals WHERE round_id = $1 AND bet_type = 'run_top' AND number = '5') AS run`,
      [roundId],
    );
    expect(rows[0]).toEqual({ stake: 9800, lines: 9800, run: 1400 });
    const balances = await Promise.all(members.map((m) => balanceOf(app, m.id)));
    expect(balances.filter((b) => b === 4200)).toHaveLength(14);
    expect(balances.filter((b) => b === 5000)).toHaveLength(18);
    expect(await checkLedger(app.db)).toEqual([]);

    // The round page lists the number as sold out (a 1 baht line no longer fits under 100 with 98 on it: 99 does).
    const page = await call(app, 'GET', '/api/lotto/round', { query: { round_id: String(roundId) } });
    expect(page.data.sold_out).toEqual([]);
    await app.db.query(
      `UPDATE lotto_limits SET cap_per_number = 9800 WHERE market_id = $1 AND bet_type = 'two_top'`,
      [market],
    );
    const full = await call(app, 'GET', '/api/lotto/round', { query: { round_id: String(roundId) } });
    expect(full.data.sold_out).toEqual([{ bet_type: 'two_top', number: '58' }]);
    await app.db.query(
      `UPDATE lotto_limits SET cap_per_number = 5000000 WHERE market_id = $1 AND bet_type = 'two_top'`,
      [market],
    );
  });

  it('one member firing 16 parallel bills cannot pass the maximum per number per member', async () => {
    const { app } = ctx;
    const market = await marketId(app, 'thai-gov');
    await app.db.query(
      `UPDATE lotto_limits SET max_per_member_number = 5000 WHERE market_id = $1 AND bet_type = 'two_bottom'`,
      [market],
    );
    const roundId = await openRound(app, ctx.now());
    const member = await insertMember(app);
    await fund(app, member.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(app, 'POST', '/api/lotto/bill/create', {
          token: member.token,
          body: {
            round_id: roundId,
            request_id: requestId(),
            lines: [{ bet_type: 'two_bottom', number: '09', amount: 6 }],
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(8);
    const refused = answers.find((a) => a.error !== 0)!;
    expect(refused.data.lines[0].reason_code).toBe(errorCatalogue.LOTTO_MEMBER_NUMBER_LIMIT.code);
    expect(await balanceOf(app, member.id)).toBe(100000 - 8 * 600);
    await app.db.query(
      `UPDATE lotto_limits SET max_per_member_number = 1000000 WHERE market_id = $1 AND bet_type = 'two_bottom'`,
      [market],
    );
  });

  it('the exposure cap (stake x rate) closes a number by itself', async () => {
    const { app } = ctx;
    const market = await marketId(app, 'thai-gov');
    // 900 x 10 baht = 9,000 potential payout per bill; exposure cap 20,000 baht: two bills fit, the third not.
    await app.db.query(
      `UPDATE lotto_limits SET exposure_cap = 2000000 WHERE market_id = $1 AND bet_type = 'three_top'`,
      [market],
    );
    const roundId = await openRound(app, ctx.now());
    const results = [];
    for (let i = 0; i < 3; i++) {
      const member = await insertMember(app);
      await fund(app, member.id, 10);
      results.push(
        await call(app, 'POST', '/api/lotto/bill/create', {
          token: member.token,
          body: {
            round_id: roundId,
            request_id: requestId(),
            lines: [{ bet_type: 'three_top', number: '777', amount: 10 }],
          },
        }),
      );
    }
    expect(results.map((r) => r.error)).toEqual([0, 0, errorCatalogue.LOTTO_BILL_REFUSED.code]);
    expect(results[2]!.data.lines[0].reason_code).toBe(errorCatalogue.LOTTO_NUMBER_EXPOSURE_FULL.code);
    await app.db.query(
      `UPDATE lotto_limits SET exposure_cap = 1000000000 WHERE market_id = $1 AND bet_type = 'three_top'`,
      [market],
    );
  });
});
