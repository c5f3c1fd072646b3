import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { checkLedger, transfer, walletBalance } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { credit, key, memberWithWallet } from './ledger-helpers';

// Concurrent one-leg transfers of one member wallet go to the database in batches (server/src/ledger/lanes.ts);
// these tests hold on PGlite and on PostgreSQL alike, since the batching happens in this process.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});

const bet = (db: Db, walletId: number, k: string, amount: number) =>
  transfer(db, {
    key: k,
    from: { walletId },
    to: { house: 'game:lanes' },
    amount: satang(amount),
    kind: 'bet',
    description: 'เดิมพัน',
  });

const reasonOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? ((r.reason as { reason?: string }).reason ?? String(r.reason)) : 'ok';

describe('ledger lanes', () => {
  it('answers each of 40 parallel debits on its own, in shared transactions', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    const tag = key('lane');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => bet(app.db, m.walletId, `${tag}:${i}`, 50)),
    );
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(done).toHaveLength(20);
    expect(results.map(reasonOf).filter((r) => r !== 'ok')).toEqual(Array(20).fill('INSUFFICIENT_FUNDS'));
    // Every success saw its own balance after it: 950, 900, ... 0, each once.
    expect(done.map((r) => r.fromBalance).sort((a, b) => b! - a!)).toEqual(
      Array.from({ length: 20 }, (_, i) => 950 - 50 * i),
    );
    expect(await walletBalance(app.db, m.walletId)).toBe(0);
    // now() is the transaction's start: fewer distinct times than transfers means calls shared transactions.
    const { rows } = await app.db.query<{ n: number; times: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT created_at)::int AS times FROM ledger_transfers
        WHERE idem_key LIKE $1`,
      [`${tag}:%`],
    );
    expect(rows[0]!.n).toBe(20);
    expect(rows[0]!.times).toBeLessThan(20);
  });

  it('keeps a replay, a conflicting key and a refusal to themselves inside one batch', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    const [k1, k2, k3] = [key('a'), key('b'), key('c')];
    const results = await Promise.allSettled([
      bet(app.db, m.walletId, k1, 100),
      bet(app.db, m.walletId, k2, 100),
      bet(app.db, m.walletId, k1, 100), // the same call again: the first answer
      bet(app.db, m.walletId, k1, 200), // the same key for another amount: refused
      bet(app.db, m.walletId, key('big'), 5000), // more than is left: refused
      bet(app.db, m.walletId, k3, 100),
    ]);
    expect(results.map(reasonOf)).toEqual([
      'ok',
      'ok',
      'ok',
      'IDEMPOTENCY_CONFLICT',
      'INSUFFICIENT_FUNDS',
      'ok',
    ]);
    const [first, , again, , , last] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(again).toEqual({ ...first, replayed: true });
    expect(last!.fromBalance).toBe(700);
    expect(await walletBalance(app.db, m.walletId)).toBe(700);
  });

  it('rejects every call of a batch that fails, and none of them is written', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    // The database drops the connection whenever a batch is sent; single calls still go through.
    const failing: Db = {
      ...app.db,
      query: (sql, params, options) =>
        sql.includes('ledger_apply_batch')
          ? Promise.reject(new Error('connection lost'))
          : app.db.query(sql, params, options),
    };
    const tag = key('lost');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => bet(failing, m.walletId, `${tag}:${i}`, 100)),
    );
    const lost = results.filter((r) => reasonOf(r) === 'Error: connection lost').length;
    const done = results.filter((r) => r.status === 'fulfilled').length;
    expect(lost).toBeGreaterThan(0);
    expect(lost + done).toBe(8);
    expect(await walletBalance(app.db, m.walletId)).toBe(1000 - 100 * done);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE idem_key LIKE $1`,
      [`${tag}:%`],
    );
    expect(rows[0]!.n).toBe(done);
  });
});
