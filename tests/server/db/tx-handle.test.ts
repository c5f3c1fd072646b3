import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { transfer } from '@server/ledger';
import { openTestDb } from '@tests/server/helpers/test-db';

/**
 * Money writes take the transaction they belong to (issue 26): `db.tx`'s handle, or `autocommit(db)` said out
 * loud. A Db does not compile where a Tx is due, so none writes outside its caller's transaction by a forgotten
 * argument (the tsc run over tests/ checks the @ts-expect-error below).
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const credit = (key: string) => ({
  key,
  from: { house: 'adjustments' },
  to: { house: 'promotions' },
  amount: satang(100),
  kind: 'adjustment' as const,
  description: 'ทดสอบ',
});

describe('the transaction handle of a money write', () => {
  it('is not a Db', () => {
    const write = (plain: Db) =>
      // @ts-expect-error a Db is no transaction handle: db.tx's, or autocommit(db)
      transfer(plain, credit('never'));
    expect(write).toBeTypeOf('function');
  });

  it('writes in the caller’s transaction: rolled back with it', async () => {
    const key = `tx-handle:${Date.now()}`;
    await expect(
      db.tx(async (q) => {
        expect(q.transaction).toBe('open');
        await transfer(q, credit(key));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await db.query(`SELECT 1 FROM ledger_transfers WHERE idem_key = $1`, [key]);
    expect(rows).toEqual([]);
  });

  it('or on its own when the caller says autocommit', async () => {
    const key = `tx-handle:alone:${Date.now()}`;
    const own = autocommit(db);
    expect(own.transaction).toBe('autocommit');
    expect(await transfer(own, credit(key))).toMatchObject({ replayed: false });
    const { rows } = await db.query(`SELECT 1 FROM ledger_transfers WHERE idem_key = $1`, [key]);
    expect(rows).toHaveLength(1);
  });
});
