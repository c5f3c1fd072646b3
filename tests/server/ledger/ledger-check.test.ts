import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { checkLedger, hold, transfer } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { credit, key, memberWithWallet } from './ledger-helpers';
import { autocommit, type Db } from '@server/db/db';

// The edits below are an insider's: the owner role's (the app role may not write the ledger tables).
let app: FastifyInstance;
let owner: Db;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

const invariants = async (cheap = false) => [
  ...new Set((await checkLedger(app.db, { cheap })).map((p) => p.invariant)),
];

describe('ledger check', () => {
  it('finds nothing wrong in a ledger written only through its functions', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await transfer(autocommit(app.db), {
      key: key('bet'),
      from: { walletId: m.walletId },
      to: { house: 'game:x' },
      amount: satang(500),
      kind: 'bet',
      description: 'x',
    });
    await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(500),
      kind: 'withdraw',
      description: 'x',
    });
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('says plainly when a balance was changed outside the ledger', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    await owner.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [m.walletId]);
    const problems = await checkLedger(app.db);
    expect(problems.map((p) => p.invariant)).toEqual(
      expect.arrayContaining([
        'each member balance matches its latest entry',
        'each member balance equals the sum of its entries, one version per entry',
      ]),
    );
    expect(problems.find((p) => p.detail.includes(`account ${m.walletId}:`))?.detail).toContain(
      'balance 1001',
    );
    expect(await invariants(true)).toContain('each member balance matches its latest entry');
    await owner.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [m.walletId]);
  });

  it('finds an entry that does not balance its transfer', async () => {
    expect(await checkLedger(app.db)).toEqual([]);
    const { rows } = await app.db.query<{ id: number; account_id: number }>(
      `SELECT e.transfer_id AS id, a.id AS account_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.owner = 'house' LIMIT 1`,
    );
    const unbalanced = `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind)
                        VALUES ($1, 0, $2, 'thb', 5, 'bet')`;
    // The deferred trigger refuses it at commit (integrity-constraints.test.ts); an insider who switches triggers
    // off gets it in, and the check finds it.
    await expect(owner.query(unbalanced, [rows[0]!.id, rows[0]!.account_id])).rejects.toThrow(/UNBALANCED/);
    await owner.tx(async (q) => {
      await q.query(`SET LOCAL session_replication_role = replica`);
      await q.query(unbalanced, [rows[0]!.id, rows[0]!.account_id]);
    });
    const found = await invariants();
    expect(found).toContain('entries of every transfer sum to zero');
    expect(found).toContain('all entries sum to zero');
  });

  it('finds an entry whose transfer does not exist (entries carry no foreign key)', async () => {
    const { rows } = await app.db.query<{ id: number }>(
      `SELECT id FROM ledger_accounts WHERE owner = 'house' ORDER BY id LIMIT 1`,
    );
    await owner.query(
      `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind)
       VALUES (987654321, 0, $1, 'thb', 5, 'bet'), (987654321, 0, $1, 'thb', -5, 'bet')`,
      [rows[0]!.id],
    );
    const problems = await checkLedger(app.db);
    const orphan = problems.find(
      (p) => p.invariant === 'every entry belongs to an existing account and transfer',
    );
    expect(orphan?.detail).toContain('transfer 987654321');
  });
});
