import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { checkLedger, hold, postHold, transfer, voidHold, walletBalance } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { credit, key, memberWithWallet } from './ledger-helpers';

// PGlite has a single connection, so nothing can run in parallel there: these tests need real PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);

let app: FastifyInstance;
// Four pools, as four server processes would have: calls race inside PostgreSQL.
let dbs: Db[] = [];
const dbOf = (i: number) => dbs[i % dbs.length]!;
beforeAll(async () => {
  if (!onPostgres) return;
  app = await createTestApp();
  const url = (app.db as Db & { pool: { options: { connectionString: string } } }).pool.options
    .connectionString;
  dbs = [app.db, ...(await Promise.all([1, 2, 3].map(() => openPostgres(url, 8))))];
});
afterAll(async () => {
  if (!onPostgres) return;
  expect(await checkLedger(app.db)).toEqual([]);
  await Promise.all(dbs.slice(1).map((db) => db.close()));
  await app.close();
});

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const reasons = (results: PromiseSettledResult<unknown>[]) =>
  results
    .filter((r) => r.status === 'rejected')
    .map((r) => (r.reason as { reason?: string }).reason ?? String(r.reason));

describe.skipIf(!onPostgres)('ledger under concurrency (PostgreSQL only: PGlite has one connection)', () => {
  it('64 parallel calls with one key give one effect and 64 equal answers', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const k = key('same');
    const input = {
      key: k,
      from: { walletId: m.walletId },
      to: { house: 'game:race' },
      amount: satang(1234),
      kind: 'bet' as const,
      description: 'เดิมพัน',
    };
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) => transfer(autocommit(dbOf(i)), input)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const answers = new Set(results.map((r) => JSON.stringify({ ...r, replayed: undefined })));
    expect(answers.size).toBe(1);
    expect(results[0]!.fromBalance).toBe(10000 - 1234);
    expect(await walletBalance(app.db, m.walletId)).toBe(10000 - 1234);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id WHERE t.idem_key = $1`,
      [k],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('32 parallel debits of the whole balance give exactly one success', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 500);
    const results = await settle(
      Array.from({ length: 32 }, (_, i) =>
        transfer(autocommit(dbOf(i)), {
          key: key(`all-${i}`),
          from: { walletId: m.walletId },
          to: { house: 'game:race' },
          amount: satang(50000),
          kind: 'bet',
          description: 'เดิมพัน',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(reasons(results)).toEqual(Array(31).fill('INSUFFICIENT_FUNDS'));
    expect(await walletBalance(app.db, m.walletId)).toBe(0);
  });

  it('parallel debits and credits on one wallet end at the exact expected balance', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 2000); // more than all debits together: none may be refused, whatever the order
    const ops = Array.from({ length: 300 }, (_, i) => {
      const debit = i % 2 === 0;
      const amount = satang(debit ? 700 + i : 300 + i);
      return transfer(autocommit(dbOf(i)), {
        key: key(`mix-${i}`),
        from: debit ? { walletId: m.walletId } : { house: 'game:race' },
        to: debit ? { house: 'game:race' } : { walletId: m.walletId },
        amount,
        kind: debit ? 'bet' : 'win',
        description: debit ? 'เดิมพัน' : 'ชนะ',
      }).then(() => (debit ? -amount : amount));
    });
    const deltas = await Promise.all(ops);
    expect(await walletBalance(app.db, m.walletId)).toBe(200000 + deltas.reduce((a, b) => a + b, 0));
  });

  it('opposite transfers between two wallets never deadlock and keep the total', async () => {
    const a = await memberWithWallet(app);
    const b = await memberWithWallet(app);
    await credit(app.db, a.id, 1000);
    await credit(app.db, b.id, 1000);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        transfer(autocommit(dbOf(i)), {
          key: key(`swap-${i}`),
          from: { walletId: i % 2 ? a.walletId : b.walletId },
          to: { walletId: i % 2 ? b.walletId : a.walletId },
          amount: satang(100 + i),
          kind: 'transfer',
          description: 'โอนระหว่างกระเป๋า',
        }),
      ),
    );
    expect(results).toHaveLength(200);
    const total = (await walletBalance(app.db, a.walletId))! + (await walletBalance(app.db, b.walletId))!;
    expect(total).toBe(200000);
  });

  it('a hold is posted or voided once, whatever races for it', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const h = await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(6000),
      kind: 'withdraw',
      description: 'ถอนเงิน',
    });
    const results = await settle(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? postHold : voidHold)(autocommit(dbOf(i)), { key: key(`settle-${i}`), holdId: h.holdId }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(reasons(results)).toEqual(Array(15).fill('HOLD_NOT_PENDING'));
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM ledger_holds WHERE id = $1', [
      h.holdId,
    ]);
    expect(await walletBalance(app.db, m.walletId)).toBe(rows[0]!.status === 'voided' ? 10000 : 4000);
  });
});
