import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { earnPoints, hold, transfer } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { credit, key, memberWithWallet } from './ledger-helpers';
import { autocommit } from '@server/db/db';
import { expectBadCursorsRefused } from '@tests/server/pagination/keyset-walk';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof memberWithWallet>>;
let bob: Awaited<ReturnType<typeof memberWithWallet>>;

beforeAll(async () => {
  app = await createTestApp();
  alice = await memberWithWallet(app);
  bob = await memberWithWallet(app);
  await credit(app.db, alice.id, 1250.5);
  await credit(app.db, alice.id, 30, 2);
  await credit(app.db, bob.id, 999);
  await transfer(autocommit(app.db), {
    key: key('bet'),
    from: { walletId: alice.walletId },
    to: { house: 'game:test' },
    amount: satang(10025),
    kind: 'bet',
    description: 'เดิมพันสล็อต',
  });
  await hold(autocommit(app.db), {
    key: key('withdraw'),
    from: { walletId: alice.walletId },
    to: { house: 'withdrawals' },
    amount: satang(5000),
    kind: 'withdraw',
    description: 'ถอนเงินเข้าบัญชีธนาคาร',
  });
  await earnPoints(autocommit(app.db), {
    key: key('pts'),
    member: alice.id,
    points: 42,
    description: 'ได้รับพอยท์',
  });
  await earnPoints(autocommit(app.db), {
    key: key('pts'),
    member: bob.id,
    points: 7,
    description: 'ได้รับพอยท์',
  });
});
afterAll(async () => app.close());

describe('POST /api/member/wallets', () => {
  it("answers the caller's wallets with balances in baht", async () => {
    const answer = await call(app, 'POST', '/api/member/wallets', { token: alice.token });
    expect(answer.error).toBe(0);
    expect(answer.data).toEqual([
      { id: alice.walletId, wallet_name: 'กระเป๋าหลัก', balance: 1100.25, wallet_type_id: 1 },
      { id: expect.any(Number), wallet_name: 'กระเป๋าโปรโมชั่น', balance: 30, wallet_type_id: 2 },
    ]);
  });

  it('answers 401 without a token or with a dead one', async () => {
    expect((await call(app, 'POST', '/api/member/wallets')).status).toBe(401);
    expect((await call(app, 'POST', '/api/member/wallets', { token: 'not-a-token' })).status).toBe(401);
    const carol = await memberWithWallet(app);
    await app.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [carol.id]);
    const dead = await call(app, 'POST', '/api/member/wallets', { token: carol.token });
    expect(dead.status).toBe(401);
    expect(dead.error).toBe(1401);
  });

  it("never shows another member's wallet, whatever the body says", async () => {
    const answer = await call(app, 'POST', '/api/member/wallets', {
      token: bob.token,
      body: { member_id: alice.id, wallet_id: alice.walletId },
    });
    expect(answer.data).toEqual([
      { id: bob.walletId, wallet_name: 'กระเป๋าหลัก', balance: 999, wallet_type_id: 1 },
    ]);
  });
});

describe('POST /api/member/points', () => {
  it("answers the caller's points as data.point", async () => {
    expect((await call(app, 'POST', '/api/member/points', { token: alice.token })).data).toEqual({
      point: 42,
    });
    expect((await call(app, 'POST', '/api/member/points', { token: bob.token })).data).toEqual({ point: 7 });
  });

  it('answers 0 before any points and 401 without a token', async () => {
    const carol = await memberWithWallet(app);
    expect((await call(app, 'POST', '/api/member/points', { token: carol.token })).data).toEqual({
      point: 0,
    });
    expect((await call(app, 'POST', '/api/member/points')).status).toBe(401);
  });
});

describe('GET /api/member/statement', () => {
  it('lists the caller’s movements newest first with Thai descriptions, signed baht and status', async () => {
    const answer = await call(app, 'GET', '/api/member/statement', { token: alice.token });
    expect(answer.error).toBe(0);
    const lines = answer.data.items;
    expect(lines.map((l: { type: string }) => l.type)).toEqual([
      'withdraw',
      'bet',
      'adjustment',
      'adjustment',
    ]);
    expect(lines[0]).toMatchObject({
      description: 'ถอนเงินเข้าบัญชีธนาคาร',
      amount: -50,
      balance_after: 1100.25,
      wallet_id: alice.walletId,
      wallet_name: 'กระเป๋าหลัก',
      status: 'pending',
    });
    expect(lines[1]).toMatchObject({
      description: 'เดิมพันสล็อต',
      amount: -100.25,
      balance_after: 1150.25,
      status: 'done',
    });
    expect(new Date(lines[0].created_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(answer.data.next_cursor).toBeNull();
  });

  it('filters by type and wallet, and pages with a cursor', async () => {
    const bets = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { type: 'bet' },
    });
    expect(bets.data.items).toHaveLength(1);
    const promo = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { wallet_id: String(alice.walletId) },
    });
    expect(promo.data.items).toHaveLength(3);
    const first = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { limit: '3' },
    });
    expect(first.data.items).toHaveLength(3);
    const second = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { limit: '3', cursor: first.data.next_cursor },
    });
    expect(second.data.items).toHaveLength(1);
    expect(second.data.next_cursor).toBeNull();
    expect(second.data.items[0].id).toBeLessThan(first.data.items[2].id);
  });

  it('filters by Asia/Bangkok dates', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);
    const inToday = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { from: today, to: today },
    });
    expect(inToday.data.items).toHaveLength(4);
    const later = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { from: tomorrow },
    });
    expect(later.data.items).toHaveLength(0);
  });

  it("shows nothing of another member's wallet even when asked for it by id", async () => {
    const answer = await call(app, 'GET', '/api/member/statement', {
      token: bob.token,
      query: { wallet_id: String(alice.walletId) },
    });
    expect(answer.error).toBe(0);
    expect(answer.data.items).toEqual([]);
    const own = await call(app, 'GET', '/api/member/statement', { token: bob.token });
    expect(own.data.items.map((l: { wallet_id: number }) => l.wallet_id)).toEqual([bob.walletId]);
  });

  it('refuses bad input: unknown type (400), bad date (1001) or cursor (1005) at HTTP 200, no token (401)', async () => {
    const badType = await call(app, 'GET', '/api/member/statement', {
      token: alice.token,
      query: { type: 'steal' },
    });
    expect(badType.status).toBe(400);
    const bad: Record<string, string>[] = [{ from: '2026-13-45' }, { to: 'yesterday' }];
    for (const query of bad) {
      const answer = await call(app, 'GET', '/api/member/statement', { token: alice.token, query });
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(1001);
    }
    await expectBadCursorsRefused(
      (cursor) => call(app, 'GET', '/api/member/statement', { token: alice.token, query: { cursor } }),
      ['abc', '-1', '1e5'],
    );
    expect(
      (await call(app, 'GET', '/api/member/statement', { query: { limit: '500' }, token: alice.token }))
        .status,
    ).toBe(400);
    expect((await call(app, 'GET', '/api/member/statement')).status).toBe(401);
  });
});
