import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { checkLedger, transfer, walletBalance } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { credit, key, memberWithWallet } from './ledger-helpers';

// Parallel one-leg transfers of one member wallet from one process: each call is its own statement and its own
// transaction (the in-process batching of migration 0202 is gone, 0520). Holds on PGlite and PostgreSQL alike.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});

const bet = (db: Db, walletId: number, k: string, amount: number) =>
  transfer(autocommit(db), {
    key: k,
    from: { walletId },
    to: { house: 'game:one-wallet' },
    amount: satang(amount),
    kind: 'bet',
    description: 'เดิมพัน',
  });

const reasonOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? ((r.reason as { reason?: string }).reason ?? String(r.reason)) : 'ok';

describe('one wallet, parallel calls', () => {
  it('answers each of 40 parallel debits on its own, one transaction each', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    const tag = key('one');
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
    // One transfer per transaction: every transfer id was written by a transaction of its own.
    const { rows } = await app.db.query<{ n: number; txs: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS txs FROM ledger_transfers WHERE idem_key LIKE $1`,
      [`${tag}:%`],
    );
    expect(rows[0]).toEqual({ n: 20, txs: 20 });
  });

  it('keeps a replay, a conflicting key and a refusal to themselves among parallel calls', async () => {
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
    const [first, , again] = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await walletBalance(app.db, m.walletId)).toBe(700);
  });

  it('has no batch function left in the database (migration 0520)', async () => {
    const { rows } = await app.db.query<{ fn: string | null }>(
      `SELECT to_regprocedure('ledger_apply_batch(jsonb)')::text AS fn`,
    );
    expect(rows[0]!.fn).toBeNull();
  });
});
