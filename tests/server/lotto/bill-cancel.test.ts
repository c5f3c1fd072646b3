import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { checkLedger } from '@server/ledger';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { balanceOf, createLottoApp, fund, lottoFootprint, openRound, requestId } from './lotto-helpers';

const lines = [
  { bet_type: 'two_top', number: '12', amount: 10 },
  { bet_type: 'two_top', number: '12', amount: 5 },
];

describe('lotto bills: cancel, ownership', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  beforeAll(async () => {
    ctx = await createLottoApp();
  });
  afterAll(async () => ctx.app.close());

  const place = async (roundId: number) => {
    const member = await insertMember(ctx.app);
    await fund(ctx.app, member.id, 100);
    const bill = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { round_id: roundId, lines, request_id: requestId() },
    });
    expect(bill.error).toBe(0);
    return { member, billId: bill.data.bill_id as number, bill: bill.data };
  };

  it('cancel inside the window returns the stake once and frees the number; a second cancel changes nothing', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now());
    const { member, billId, bill } = await place(roundId);
    expect(bill.cancel_until).not.toBeNull();
    expect(await balanceOf(app, member.id)).toBe(8500);
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app, 'POST', '/api/lotto/bill/cancel', { token: member.token, body: { bill_id: billId } }),
      ),
    );
    expect(cancels.filter((c) => c.error === 0)).toHaveLength(1);
    expect(cancels.filter((c) => c.error === errorCatalogue.LOTTO_BILL_NOT_PENDING.code)).toHaveLength(3);
    expect(await balanceOf(app, member.id)).toBe(10000);
    const detail = await call(app, 'GET', '/api/lotto/bill/detail', {
      token: member.token,
      query: { bill_id: String(billId) },
    });
    expect(detail.data.status).toBe('cancelled');
    expect(detail.data.lines.map((l: { status: string }) => l.status)).toEqual(['cancelled', 'cancelled']);
    const { rows } = await app.db.query<{ stake: number }>(
      `SELECT stake FROM lotto_number_totals WHERE round_id = $1 AND bet_type = 'two_top' AND number = '12'`,
      [roundId],
    );
    expect(rows[0]!.stake).toBe(0);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('cancel after the market window is refused and the bill stays pending', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now(), { closeInSeconds: 24 * 3600 });
    const { member, billId } = await place(roundId);
    const start = ctx.now();
    ctx.advance(30 * 60); // thai-gov's window is 30 minutes
    try {
      const before = await lottoFootprint(app);
      const late = await call(app, 'POST', '/api/lotto/bill/cancel', {
        token: member.token,
        body: { bill_id: billId },
      });
      expect(late.error).toBe(errorCatalogue.LOTTO_CANCEL_CLOSED.code);
      expect(await lottoFootprint(app)).toEqual(before);
      expect(await balanceOf(app, member.id)).toBe(8500);
      const list = await call(app, 'GET', '/api/lotto/bill/list', {
        token: member.token,
        query: { status: 'pending' },
      });
      expect(list.data.bills[0].bill_id).toBe(billId);
      expect(list.data.bills[0].cancel_until).toBeNull();
    } finally {
      ctx.setNow(start);
    }
  });

  it('cancel is refused once the round has closed, even inside the window', async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now(), { closeInSeconds: 120 });
    const { member, billId } = await place(roundId);
    const start = ctx.now();
    ctx.advance(120);
    try {
      const late = await call(app, 'POST', '/api/lotto/bill/cancel', {
        token: member.token,
        body: { bill_id: billId },
      });
      expect(late.error).toBe(errorCatalogue.LOTTO_CANCEL_CLOSED.code);
      expect(await balanceOf(app, member.id)).toBe(8500);
    } finally {
      ctx.setNow(start);
    }
  });

  it("another member's bill id is refused for detail and cancel, and not listed", async () => {
    const { app } = ctx;
    const roundId = await openRound(app, ctx.now());
    const { member, billId } = await place(roundId);
    const stranger = await insertMember(app);
    const detail = await call(app, 'GET', '/api/lotto/bill/detail', {
      token: stranger.token,
      query: { bill_id: String(billId) },
    });
    expect(detail.error).toBe(errorCatalogue.LOTTO_BILL_NOT_FOUND.code);
    const cancel = await call(app, 'POST', '/api/lotto/bill/cancel', {
      token: stranger.token,
      body: { bill_id: billId },
    });
    expect(cancel.error).toBe(errorCatalogue.LOTTO_BILL_NOT_FOUND.code);
    expect(await balanceOf(app, member.id)).toBe(8500);
    const list = await call(app, 'GET', '/api/lotto/bill/list', { token: stranger.token });
    expect(list.data.bills).toEqual([]);
  });

  it('bill calls without a session answer 401', async () => {
    const answer = await call(ctx.app, 'GET', '/api/lotto/bill/list');
    expect(answer.status).toBe(401);
  });
});
