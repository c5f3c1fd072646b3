import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { checkLedger, hold, lockMemberWallet, transfer, walletBalance } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { credit, key, memberWithWallet } from './ledger-helpers';

// The app role (server/src/ledger/README.md, "Integrity"): on PostgreSQL the app's connections may read the
// ledger tables and move money only through the ledger's SECURITY DEFINER functions. PGlite has one user, so
// the privilege tests run on PostgreSQL only; the functions' attributes are the same on both.
const onPostgres = Boolean(process.env.DATABASE_URL);
const LEDGER_TABLES = ['ledger_accounts', 'ledger_transfers', 'ledger_entries', 'ledger_holds'];

let app: FastifyInstance;
let owner: Db;
let member: Awaited<ReturnType<typeof memberWithWallet>>;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
  member = await memberWithWallet(app);
  await credit(app.db, member.id, 100);
  // A row in every ledger table: the refusals below leave them all there.
  await hold(autocommit(app.db), {
    key: key('hold'),
    from: { walletId: member.walletId },
    to: { house: 'withdrawals' },
    amount: satang(100),
    kind: 'withdraw',
    description: 'x',
  });
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

const bet = (q: Parameters<typeof transfer>[0], amount = 100) =>
  transfer(q, {
    key: key('bet'),
    from: { walletId: member.walletId },
    to: { house: 'game:privileges' },
    amount: satang(amount),
    kind: 'bet',
    description: 'x',
  });

describe('the ledger functions', () => {
  it('are the only SECURITY DEFINER functions, each with the schema pinned and pg_temp last', async () => {
    const { rows } = await app.db.query<{ name: string; config: string[] }>(
      `SELECT p.proname AS name, p.proconfig AS config FROM pg_proc p
        WHERE p.pronamespace = current_schema()::regnamespace AND p.prosecdef ORDER BY 1`,
    );
    expect(rows).toEqual(
      ['ledger_account_of', 'ledger_apply', 'ledger_lock_member_account'].map((name) => ({
        name,
        config: ['search_path=public, pg_temp'],
      })),
    );
  });

  it('write the ledger tables even when a temporary table of the same name stands in the caller’s path', async () => {
    const before = await walletBalance(app.db, member.walletId);
    await app.db.tx(async (q) => {
      await q.query('CREATE TEMP TABLE ledger_accounts (LIKE public.ledger_accounts) ON COMMIT DROP');
      await bet(q);
    });
    expect(await walletBalance(app.db, member.walletId)).toBe(before! - 100);
  });
});

describe.skipIf(!onPostgres)(
  'the app role (PostgreSQL only: PGlite has one user, who owns everything)',
  () => {
    it('is who the app’s connections are, and RESET ROLE keeps it', async () => {
      const { rows } = await app.db.tx(async (q) => {
        await q.query('RESET ROLE');
        return q.query<{ now: string; session: string }>(
          'SELECT current_user AS now, session_user AS session',
        );
      });
      expect(rows[0]!.now).toMatch(/_app$/);
      expect(rows[0]!.now).not.toBe(rows[0]!.session);
    });

    it.each(LEDGER_TABLES)('may not UPDATE, DELETE, INSERT into, TRUNCATE or lock %s', async (table) => {
      const refused = new RegExp(`permission denied for table ${table}`);
      await expect(app.db.query(`UPDATE ${table} SET id = id`)).rejects.toThrow(refused);
      await expect(app.db.query(`DELETE FROM ${table}`)).rejects.toThrow(refused);
      await expect(app.db.query(`INSERT INTO ${table} DEFAULT VALUES`)).rejects.toThrow(refused);
      await expect(app.db.query(`TRUNCATE ${table}`)).rejects.toThrow(refused);
      await expect(app.db.tx((q) => q.query(`SELECT 1 FROM ${table} LIMIT 1 FOR UPDATE`))).rejects.toThrow(
        refused,
      );
      const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]!.n).toBeGreaterThan(0);
    });

    it('moves money, opens wallets and locks one through the ledger functions', async () => {
      const other = await memberWithWallet(app);
      await credit(app.db, other.id, 10, 2);
      await bet(autocommit(app.db));
      expect(await app.db.tx((q) => lockMemberWallet(q, other.id, 2))).toBe(1_000);
      expect(await checkLedger(app.db)).toEqual([]);
    });

    it('leaves the ledger functions to the owner and the app role: PUBLIC may not call them', async () => {
      const { rows } = await owner.query<{ name: string }>(
        `SELECT p.proname AS name FROM pg_proc p
        WHERE p.pronamespace = current_schema()::regnamespace AND p.prosecdef
          AND has_function_privilege('public', p.oid, 'EXECUTE')`,
      );
      expect(rows).toEqual([]);
    });

    it('an edit made by the owner, which the app role could not make, is found by the check the app runs', async () => {
      await expect(
        app.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [member.walletId]),
      ).rejects.toThrow(/permission denied/);
      await owner.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [member.walletId]);
      const problems = await checkLedger(app.db);
      expect(problems.map((p) => p.detail).join('\n')).toContain(`account ${member.walletId}:`);
      await owner.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [member.walletId]);
      expect(await checkLedger(app.db)).toEqual([]);
    });
  },
);
