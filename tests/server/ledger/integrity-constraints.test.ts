import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { checkLedger, hold, post, transfer } from '@server/ledger';
import type { Db } from '@server/db/db';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { credit, key, memberWithWallet } from './ledger-helpers';

// The ledger's rules held by PostgreSQL itself (migration 1040), whoever writes: PGlite and PostgreSQL alike. The
// direct writes here are the owner's (the app role may not write at all: integrity-privileges.test.ts).
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

const houseEntry = async () => {
  const { rows } = await app.db.query<{ transfer_id: number; account_id: number }>(
    `SELECT e.transfer_id, e.account_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.owner = 'house' ORDER BY e.id DESC LIMIT 1`,
  );
  return rows[0]!;
};

describe('ledger integrity held by the database', () => {
  it.each(['ledger_entries', 'ledger_transfers', 'ledger_accounts', 'ledger_holds'])(
    'refuses TRUNCATE of %s',
    async (table) => {
      const m = await memberWithWallet(app);
      await credit(app.db, m.id, 10);
      await app.db.tx((q) =>
        hold(q, {
          key: key('hold'),
          from: { walletId: m.walletId },
          to: { house: 'withdrawals' },
          amount: satang(100),
          kind: 'withdraw',
          description: 'x',
        }),
      );
      await expect(owner.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/IMMUTABLE TRUNCATE/);
      const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]!.n).toBeGreaterThan(0);
    },
  );

  it('refuses to delete an account', async () => {
    const m = await memberWithWallet(app);
    await expect(owner.query('DELETE FROM ledger_accounts WHERE id = $1', [m.walletId])).rejects.toThrow(
      /IMMUTABLE DELETE on ledger_accounts/,
    );
  });

  it('refuses at commit an entry that leaves its transfer unbalanced, and keeps nothing of it', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 10);
    const e = await houseEntry();
    const before = await checkLedger(app.db);
    await expect(
      owner.tx(async (q) => {
        await q.query(
          `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind) VALUES ($1, 1, $2, 'thb', 7, 'bet')`,
          [e.transfer_id, e.account_id],
        );
        // Still in the transaction: the check is deferred to the commit.
        const { rows } = await q.query<{ total: number }>(
          'SELECT sum(amount)::bigint AS total FROM ledger_entries WHERE transfer_id = $1',
          [e.transfer_id],
        );
        expect(rows[0]!.total).toBe(7);
      }),
    ).rejects.toThrow(/UNBALANCED transfer \d+ \(thb\) sums to 7/);
    const { rows } = await app.db.query<{ total: number }>(
      'SELECT sum(amount)::bigint AS total FROM ledger_entries WHERE transfer_id = $1',
      [e.transfer_id],
    );
    expect(rows[0]!.total).toBe(0);
    expect(await checkLedger(app.db)).toEqual(before);
  });

  it('accepts entries that balance only once the transaction has written them all', async () => {
    const e = await houseEntry();
    const { rows: house } = await app.db.query<{ id: number }>(
      `SELECT id FROM ledger_accounts WHERE owner = 'house' AND id <> $1 ORDER BY id LIMIT 1`,
      [e.account_id],
    );
    await owner.tx(async (q) => {
      await q.query(
        `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind) VALUES ($1, 9, $2, 'thb', 3, 'x')`,
        [e.transfer_id, e.account_id],
      );
      await q.query(
        `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind) VALUES ($1, 9, $2, 'thb', -3, 'x')`,
        [e.transfer_id, house[0]!.id],
      );
    });
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE transfer_id = $1 AND leg = 9',
      [e.transfer_id],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('lets every ledger operation commit: one leg, several legs, member to member', async () => {
    const a = await memberWithWallet(app);
    const b = await memberWithWallet(app);
    await credit(app.db, a.id, 50);
    await app.db.tx((q) =>
      transfer(q, {
        key: key('m2m'),
        from: { walletId: a.walletId },
        to: { walletId: b.walletId },
        amount: satang(1_000),
        kind: 'transfer',
        description: 'x',
      }),
    );
    await app.db.tx((q) =>
      post(q, {
        key: key('legs'),
        kind: 'bet',
        description: 'x',
        legs: [
          { from: { walletId: b.walletId }, to: { walletId: a.walletId }, amount: satang(300) },
          { from: { walletId: a.walletId }, to: { house: 'game:x' }, amount: satang(200) },
        ],
      }),
    );
    const { rows } = await app.db.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = ANY($1) ORDER BY id',
      [[a.walletId, b.walletId]],
    );
    expect(rows.map((r) => r.balance)).toEqual([4_100, 700]);
  });
});
