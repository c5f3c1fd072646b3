import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import { hold, ledgerFingerprint, transfer, type Party } from '@server/ledger';
import { billFingerprint } from '@server/lotto/bill-create';
import { settleRound } from '@server/lotto/settle';
import { creditPaidOrder } from '@server/payments/ledger-port';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { bet, rollback, seamlessCall, seamlessPlayer, settle, txId } from '../games-platform/helpers';
import { createLottoApp, fund, openRound, requestId } from '../lotto/lotto-helpers';
import { createMarket, createRound, fundedMember, placeBill, setResult } from '../lotto/lotto-fixtures';
import { paymentMember } from '../payments/payment-helpers';
import { autocommit } from '@server/db/db';

/**
 * One fingerprint convention (issue 26): every SQL function that moves money writes its transfer with the
 * fingerprint the ledger module gives the same movement (ledger_fingerprint in SQL, ledgerFingerprint in
 * TypeScript), so the movement sent again through transfer() or hold() with the same key is a replay of it, never
 * refused as another. One case per money function.
 */
let ctx: Awaited<ReturnType<typeof createLottoApp>>;
beforeAll(async () => {
  ctx = await createLottoApp(new Date());
});
afterAll(async () => ctx.app.close());

type Movement = { op: 'transfer' | 'hold'; kind: 'bet' | 'win' | 'refund' | 'withdraw' | 'deposit' } & {
  from: Party;
  to: Party;
  amount: number;
};

/** The transfer under `key` carries the module's fingerprint of `movement`, and the module replays it. */
const expectSameMovement = async (key: string, movement: Movement) => {
  const { app } = ctx;
  const { op, kind, from, to, amount } = movement;
  const { rows } = await app.db.query<{ fingerprint: string }>(
    `SELECT fingerprint FROM ledger_transfers WHERE idem_key = $1`,
    [key],
  );
  expect(rows).toEqual([{ fingerprint: ledgerFingerprint(op, { kind, legs: [{ from, to, amount }] }) }]);
  const again = { key, from, to, amount: toSatang(amount / 100), kind, description: 'ซ้ำ' };
  const replay =
    op === 'hold' ? await hold(autocommit(app.db), again) : await transfer(autocommit(app.db), again);
  expect(replay.replayed).toBe(true);
};

describe('every SQL money function fingerprints its transfer as the ledger module does', () => {
  it('seamless_bet, seamless_settle and seamless_rollback', async () => {
    const p = await seamlessPlayer(ctx.app, 100);
    const house = { house: 'game:builtin' };
    const wallet = { walletId: p.walletId };
    const [won, undone] = [txId('bet'), txId('bet')];
    expect((await seamlessCall(ctx.app, 'bet', bet(p.session, won, 10, 'r-won'))).error).toBe(0);
    const win = txId('win');
    expect((await seamlessCall(ctx.app, 'settle', settle(p.session, win, 'r-won', 25))).error).toBe(0);
    expect((await seamlessCall(ctx.app, 'bet', bet(p.session, undone, 7, 'r-undone'))).error).toBe(0);
    expect(
      (await seamlessCall(ctx.app, 'rollback', rollback(p.session, txId('rb'), undone, 'r-undone'))).error,
    ).toBe(0);

    await expectSameMovement(`seamless:builtin:bet:${won}`, {
      op: 'transfer',
      kind: 'bet',
      from: wallet,
      to: house,
      amount: 1000,
    });
    await expectSameMovement(`seamless:builtin:settle:${win}`, {
      op: 'transfer',
      kind: 'win',
      from: house,
      to: wallet,
      amount: 2500,
    });
    await expectSameMovement(`seamless:builtin:rollback:${undone}`, {
      op: 'transfer',
      kind: 'refund',
      from: house,
      to: wallet,
      amount: 700,
    });
  });

  it('withdrawal_request', async () => {
    const member = await paymentMember(ctx.app);
    await fund(ctx.app, member.id, 1000);
    const request_id = randomUUID();
    const answer = await call(ctx.app, 'POST', '/api/member/withdraw', {
      token: member.token,
      body: { amount: 400, request_id },
    });
    expect(answer.error).toBe(0);
    await expectSameMovement(`withdraw:${member.id}:${request_id}`, {
      op: 'hold',
      kind: 'withdraw',
      from: { member: member.id, walletTypeId: 1 },
      to: { house: 'withdrawals' },
      amount: 40_000,
    });
  });

  it('a paid deposit order’s credit', async () => {
    const member = await insertMember(ctx.app);
    const key = `deposit:test:${randomUUID()}`;
    await ctx.app.db.tx((q) =>
      creditPaidOrder(q, {
        orderId: -1,
        key,
        memberId: member.id,
        amount: toSatang(50),
        description: 'ฝากเงินทดสอบ',
        meta: {},
      }),
    );
    await expectSameMovement(key, {
      op: 'transfer',
      kind: 'deposit',
      from: { house: 'deposits' },
      to: { member: member.id, walletTypeId: 1 },
      amount: 5000,
    });
  });

  it('lotto_settle_batch, for a win and for a refund', async () => {
    const { app } = ctx;
    const member = await fundedMember(app);
    const market = await createMarket(app.db, 'government');
    const [drawn, voided] = [await createRound(app.db, market), await createRound(app.db, market)];
    const won = await placeBill(app.db, member, drawn, [['two_bottom', '06', 10_00, 9_000]]);
    const refunded = await placeBill(app.db, member, voided, [['two_bottom', '06', 10_00, 9_000]]);
    await setResult(app.db, drawn, {
      kind: 'draw',
      first_prize: '820866',
      front3: ['266', '479'],
      back3: ['068', '492'],
      bottom2: '06',
    });
    await setResult(app.db, voided, { kind: 'no_result' });
    expect(await settleRound(app.db, drawn)).toMatchObject({ bills: 1, paid: 900_00 });
    expect(await settleRound(app.db, voided)).toMatchObject({ bills: 1, paid: 10_00 });

    const house = { house: 'lotto' };
    const wallet = { walletId: member.walletId };
    await expectSameMovement(`lotto:win:${won}`, {
      op: 'transfer',
      kind: 'win',
      from: house,
      to: wallet,
      amount: 900_00,
    });
    await expectSameMovement(`lotto:refund:${refunded}`, {
      op: 'transfer',
      kind: 'refund',
      from: house,
      to: wallet,
      amount: 10_00,
    });
  });
});

describe('a lotto bill’s request id', () => {
  const lines = [{ bet_type: 'three_top' as const, number: '123', amount: 10 }];

  it('is fingerprinted by the same convention, to the byte in SQL', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const body = { round_id: await openRound(app, ctx.now()), lines, request_id: requestId(), note: 'โน้ต' };
    expect((await call(app, 'POST', '/api/lotto/bill/create', { token: member.token, body })).error).toBe(0);
    const { rows } = await app.db.query<{ stored: string; sql: string }>(
      `SELECT fingerprint AS stored, ledger_fingerprint('lotto_bill', $3::jsonb) AS sql
         FROM lotto_bills WHERE member_id = $1 AND request_id = $2`,
      [member.id, body.request_id, JSON.stringify([body.round_id, body.note, [['three_top', '123', 10]]])],
    );
    expect(rows).toEqual([{ stored: billFingerprint(body), sql: billFingerprint(body) }]);
  });

  it('still recognises the replay of a bill placed before the convention (a hex digest of its JSON)', async () => {
    const { app } = ctx;
    const member = await insertMember(app);
    await fund(app, member.id, 100);
    const body = { round_id: await openRound(app, ctx.now()), lines, request_id: requestId() };
    const first = await call(app, 'POST', '/api/lotto/bill/create', { token: member.token, body });
    const before = createHash('sha256')
      .update(JSON.stringify([body.round_id, '', [['three_top', '123', 10]]]))
      .digest('hex');
    await app.db.query(`UPDATE lotto_bills SET fingerprint = $2 WHERE id = $1`, [first.data.bill_id, before]);
    const again = await call(app, 'POST', '/api/lotto/bill/create', { token: member.token, body });
    expect(again).toMatchObject({ error: 0, data: { bill_id: first.data.bill_id } });
    const other = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: { ...body, lines: [{ ...lines[0]!, amount: 11 }] },
    });
    expect(other.error).toBe(errorCatalogue.IDEMPOTENCY_CONFLICT.code);
  });
});
