import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { createLottoApp, fund, marketId, openRound, requestId } from './lotto-helpers';

type Member = Awaited<ReturnType<typeof insertMember>>;

/**
 * A number on which not even the minimum line fits under its exposure cap (ยอดจ่ายสูงสุดต่อเลข) is sold out: the
 * round's answers list it (/round for the pad, /rate beside the closed numbers) exactly when a bill on it is
 * refused. Here 2 top pays 90 per baht, the minimum line is 1 baht and the exposure cap 1,000 baht.
 */
describe('lotto numbers sold out by their exposure cap', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  let member: Member;
  let roundId: number;
  beforeAll(async () => {
    ctx = await createLottoApp();
    const market = await marketId(ctx.app, 'thai-gov');
    await ctx.app.db.query(
      `UPDATE lotto_limits SET exposure_cap = 100000, cap_per_number = NULL, max_per_member_number = NULL
        WHERE market_id = $1 AND bet_type = 'two_top'`,
      [market],
    );
    roundId = await openRound(ctx.app, ctx.now());
    // 59 is restricted at half rate: a new line on it adds 45 per baht, not 90.
    await ctx.app.db.query(
      `INSERT INTO lotto_restricted_numbers (round_id, bet_type, number, mode, rate_x100)
       VALUES ($1, 'two_top', '59', 'reduced', 4500)`,
      [roundId],
    );
    member = await insertMember(ctx.app);
    await fund(ctx.app, member.id, 500);
  });
  afterAll(async () => ctx.app.close());

  const bill = (lines: { number: string; amount: number }[]) =>
    call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: {
        round_id: roundId,
        request_id: requestId(),
        lines: lines.map((l) => ({ bet_type: 'two_top', ...l })),
      },
    });
  const listed = async (path: '/api/lotto/round' | '/api/lotto/rate') =>
    (await call(ctx.app, 'GET', path, { query: { round_id: String(roundId) } })).data.sold_out;
  const oneBahtOn = async (number: string) =>
    (
      await call(ctx.app, 'POST', '/api/lotto/bill/validate', {
        token: member.token,
        body: { round_id: roundId, lines: [{ bet_type: 'two_top', number, amount: 1 }] },
      })
    ).data.lines[0].reason_code;

  it('lists a number whose payout is under the cap but cannot take one more minimum line, and only such numbers', async () => {
    // 58: 11 baht pays 990, one baht more would pay 1,080. 57: 10 baht pays 900, one more 990: still fits.
    // 59 (half rate): 21 baht pays 945, one more 990 at its rate 45 (1,035 at the full rate): still fits.
    const placed = await bill([
      { number: '58', amount: 11 },
      { number: '57', amount: 10 },
      { number: '59', amount: 21 },
    ]);
    expect(placed.error).toBe(0);

    expect(await oneBahtOn('58')).toBe(errorCatalogue.LOTTO_NUMBER_EXPOSURE_FULL.code);
    expect(await oneBahtOn('57')).toBe(0);
    expect(await oneBahtOn('59')).toBe(0);
    const soldOut = [{ bet_type: 'two_top', number: '58' }];
    expect(await listed('/api/lotto/round')).toEqual(soldOut);
    expect(await listed('/api/lotto/rate')).toEqual(soldOut);
  });

  it('a number filled to the cap by a later bill joins the list; a cancelled bill takes it off again', async () => {
    const filling = await bill([{ number: '57', amount: 1 }]);
    expect(filling.error).toBe(0);
    expect(await oneBahtOn('57')).toBe(errorCatalogue.LOTTO_NUMBER_EXPOSURE_FULL.code);
    expect(await listed('/api/lotto/rate')).toEqual([
      { bet_type: 'two_top', number: '57' },
      { bet_type: 'two_top', number: '58' },
    ]);

    const cancel = await call(ctx.app, 'POST', '/api/lotto/bill/cancel', {
      token: member.token,
      body: { bill_id: filling.data.bill_id },
    });
    expect(cancel.error).toBe(0);
    expect(await listed('/api/lotto/round')).toEqual([{ bet_type: 'two_top', number: '58' }]);
  });
});
