import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import {
  checkLedger,
  earnPoints,
  hold,
  houseBalance,
  memberWallets,
  openMemberWallets,
  pointBalance,
  post,
  postHold,
  spendPoints,
  transfer,
  voidHold,
  walletBalance,
} from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { credit, key, memberWithWallet } from './ledger-helpers';
import { autocommit } from '@server/db/db';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { reason?: string }) => error.reason ?? String(error),
  );

describe('ledger operations', () => {
  it('opens the main wallet once, however often registration asks', async () => {
    const m = await memberWithWallet(app);
    await openMemberWallets(app.db, m.id);
    await openMemberWallets(app.db, m.id);
    const wallets = await memberWallets(app.db, m.id);
    expect(wallets).toHaveLength(1);
    expect(wallets[0]).toMatchObject({ walletTypeId: 1, name: 'กระเป๋าหลัก', balance: 0, withdrawable: true });
  });

  it('moves money and answers the balances after it', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const bet = await transfer(autocommit(app.db), {
      key: key('bet'),
      from: { walletId: m.walletId },
      to: { house: 'game:test' },
      amount: satang(2550),
      kind: 'bet',
      description: 'เดิมพัน',
    });
    expect(bet).toMatchObject({ replayed: false, fromBalance: 7450, toBalance: undefined });
    expect(await walletBalance(app.db, m.walletId)).toBe(7450);
  });

  it('answers a replayed key with the first result and writes nothing', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const input = {
      key: key('replay'),
      from: { walletId: m.walletId },
      to: { house: 'game:test' },
      amount: satang(1000),
      kind: 'bet' as const,
      description: 'เดิมพัน',
    };
    const first = await transfer(autocommit(app.db), input);
    const again = await transfer(autocommit(app.db), input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await walletBalance(app.db, m.walletId)).toBe(9000);
  });

  it('refuses the same key with another amount and changes nothing', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const k = key('conflict');
    const base = {
      key: k,
      from: { walletId: m.walletId },
      to: { house: 'game:test' },
      kind: 'bet' as const,
      description: 'x',
    };
    await transfer(autocommit(app.db), { ...base, amount: satang(1000) });
    expect(await reasonOf(transfer(autocommit(app.db), { ...base, amount: satang(2000) }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await reasonOf(transfer(autocommit(app.db), { ...base, amount: satang(1000), kind: 'win' }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await walletBalance(app.db, m.walletId)).toBe(9000);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    const k = key('too-much');
    const input = {
      key: k,
      from: { walletId: m.walletId },
      to: { house: 'game:test' },
      amount: satang(1001),
      kind: 'bet' as const,
      description: 'x',
    };
    expect(await reasonOf(transfer(autocommit(app.db), input))).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(app.db, m.walletId)).toBe(1000);
    const { rows } = await app.db.query('SELECT 1 FROM ledger_transfers WHERE idem_key = $1', [k]);
    expect(rows).toHaveLength(0);
  });

  it('refuses zero, negative and fractional amounts', async () => {
    const m = await memberWithWallet(app);
    for (const amount of [0, -5, 1.5]) {
      const input = {
        key: key('bad'),
        from: { house: 'adjustments' },
        to: { walletId: m.walletId },
        amount: amount as never,
        kind: 'adjustment' as const,
        description: 'x',
      };
      expect(await reasonOf(transfer(autocommit(app.db), input))).toBe('AMOUNT_INVALID');
    }
  });

  it('refuses an unknown wallet', async () => {
    const input = {
      key: key('nowallet'),
      from: { house: 'adjustments' },
      to: { walletId: 99_999_999 },
      amount: satang(1),
      kind: 'adjustment' as const,
      description: 'x',
    };
    expect(await reasonOf(transfer(autocommit(app.db), input))).toBe('WALLET_NOT_FOUND');
  });

  it('posts several legs all or nothing', async () => {
    const a = await memberWithWallet(app);
    const b = await memberWithWallet(app);
    await credit(app.db, a.id, 50);
    const legs = [
      { from: { walletId: a.walletId }, to: { walletId: b.walletId }, amount: satang(3000) },
      { from: { walletId: a.walletId }, to: { house: 'game:test' }, amount: satang(3000) },
    ];
    expect(
      await reasonOf(
        post(autocommit(app.db), { key: key('post'), kind: 'transfer', description: 'x', legs }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(app.db, a.walletId)).toBe(5000);
    expect(await walletBalance(app.db, b.walletId)).toBe(0);
    const ok = await post(autocommit(app.db), {
      key: key('post'),
      kind: 'transfer',
      description: 'x',
      legs: [legs[0]!, { ...legs[1]!, amount: satang(2000) }],
    });
    expect(ok.legs).toEqual([
      { fromBalance: 2000, toBalance: 3000 },
      { fromBalance: 0, toBalance: undefined },
    ]);
  });

  it('opens a promotion wallet on its first credit', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 20, 2);
    const wallets = await memberWallets(app.db, m.id);
    expect(wallets.map((w) => [w.walletTypeId, w.balance])).toEqual([
      [1, 0],
      [2, 2000],
    ]);
    expect(wallets[1]!.withdrawable).toBe(false);
  });

  it('holds funds, then posts them exactly once', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const before = await houseBalance(app.db, 'withdrawals');
    const h = await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(4000),
      kind: 'withdraw',
      description: 'ถอนเงิน',
    });
    expect(h.fromBalance).toBe(6000);
    const postKey = key('post-hold');
    const posted = await postHold(autocommit(app.db), { key: postKey, holdId: h.holdId });
    expect((await postHold(autocommit(app.db), { key: postKey, holdId: h.holdId })).replayed).toBe(true);
    expect(posted.replayed).toBe(false);
    expect(await reasonOf(voidHold(autocommit(app.db), { key: key('void'), holdId: h.holdId }))).toBe(
      'HOLD_NOT_PENDING',
    );
    expect(await reasonOf(postHold(autocommit(app.db), { key: key('post2'), holdId: h.holdId }))).toBe(
      'HOLD_NOT_PENDING',
    );
    expect(await reasonOf(voidHold(autocommit(app.db), { key: postKey, holdId: h.holdId }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await houseBalance(app.db, 'withdrawals')).toBe(before + 4000);
    expect(await walletBalance(app.db, m.walletId)).toBe(6000);
  });

  it('voids a hold back to its source', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const h = await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(10000),
      kind: 'withdraw',
      description: 'ถอนเงิน',
    });
    expect(await walletBalance(app.db, m.walletId)).toBe(0);
    const voided = await voidHold(autocommit(app.db), { key: key('void'), holdId: h.holdId });
    expect(voided.toBalance).toBe(10000);
    expect(await reasonOf(postHold(autocommit(app.db), { key: key('post'), holdId: h.holdId }))).toBe(
      'HOLD_NOT_PENDING',
    );
    expect(await reasonOf(postHold(autocommit(app.db), { key: key('post'), holdId: 987654321 }))).toBe(
      'HOLD_NOT_FOUND',
    );
  });

  it('keeps points in their own ledger: earned, spent, never below zero', async () => {
    const m = await memberWithWallet(app);
    const k = key('earn');
    await earnPoints(autocommit(app.db), { key: k, member: m.id, points: 120, description: 'ได้รับพอยท์' });
    expect(
      (await earnPoints(autocommit(app.db), { key: k, member: m.id, points: 120, description: 'ได้รับพอยท์' }))
        .replayed,
    ).toBe(true);
    expect(
      await reasonOf(
        spendPoints(autocommit(app.db), { key: key('spend'), member: m.id, points: 121, description: 'แลก' }),
      ),
    ).toBe('INSUFFICIENT_POINTS');
    const spent = await spendPoints(autocommit(app.db), {
      key: key('spend'),
      member: m.id,
      points: 20,
      description: 'แลก',
    });
    expect(spent.balance).toBe(100);
    expect(await pointBalance(app.db, m.id)).toBe(100);
    expect(await memberWallets(app.db, m.id)).toHaveLength(1);
  });

  it('never mixes points and baht in one transfer', async () => {
    const m = await memberWithWallet(app);
    const input = {
      key: key('mix'),
      from: { house: 'points:issued' },
      to: { walletId: m.walletId },
      amount: satang(1),
      kind: 'points' as const,
      description: 'x',
    };
    expect(await reasonOf(transfer(autocommit(app.db), input))).toBe('INVALID_INPUT');
  });

  it('refuses to rewrite history, even to the owner role', async () => {
    const owner = await openOwnerDb(app.db);
    try {
      await expect(owner.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/IMMUTABLE/);
      await expect(owner.query('DELETE FROM ledger_transfers')).rejects.toThrow(/IMMUTABLE/);
    } finally {
      await owner.close();
    }
  });
});
