import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { fingerprint } from '@server/ledger/apply';
import { openTestDb } from '@tests/server/helpers/test-db';

/**
 * seamless_rollback completes a refund's leg in SQL (migration 1010), so PostgreSQL computes the ledger's
 * idempotency fingerprint too: it must be the module's to the byte, or a replay of the key would be refused.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const inSql = async (op: string, content: unknown) =>
  (
    await db.query<{ fp: string }>('SELECT ledger_fingerprint($1, $2::jsonb) AS fp', [
      op,
      JSON.stringify(content),
    ])
  ).rows[0]!.fp;

describe('ledger_fingerprint', () => {
  it.each([
    [
      'a seamless refund',
      {
        kind: 'refund',
        legs: [{ from: { house: 'game:builtin' }, to: { walletId: 123456 }, amount: 1200 }],
      },
    ],
    [
      'keys out of order, nested, of every length and case',
      { z: 1, a: { b: [3, 2, { y: true, x: null }], aa: 'x', B: false, _: -9007199254740991 }, 'k"': [] },
    ],
    [
      'strings that need escaping',
      { s: 'quote " backslash \\ newline \n tab \t bell \u0007 ไทย 🎰 \u007f', e: '', o: {} },
    ],
    ['plain numbers', { n: [0, -1, 0.25, 1.5, 2 ** 53 - 1] }],
  ])('is the ledger module’s for %s', async (_name, content) => {
    for (const op of ['transfer', 'hold'])
      expect(await inSql(op, content)).toBe(fingerprint({ op, content }));
  });

  it('differs when the content does (a wallet or an amount)', async () => {
    const leg = { from: { house: 'game:builtin' }, to: { walletId: 1 }, amount: 100 };
    const one = await inSql('transfer', { kind: 'refund', legs: [leg] });
    expect(await inSql('transfer', { kind: 'refund', legs: [{ ...leg, amount: 101 }] })).not.toBe(one);
    expect(await inSql('transfer', { kind: 'refund', legs: [{ ...leg, to: { walletId: 2 } }] })).not.toBe(
      one,
    );
  });
});
