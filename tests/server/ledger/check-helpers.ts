import { expect } from 'vitest';
import { satang } from '@contract/money';
import { runLedgerCheck } from '@server/cli/commands/ledger-check';
import type { Db } from '@server/db/db';
import { readLedgerMark, transfer } from '@server/ledger';
import { key } from './ledger-helpers';

/** As the owner role, past the immutability triggers: what an insider with the database's owner can do. */
export const tamper = (owner: Db, sql: string, params: unknown[] = []) =>
  owner.tx(async (q) => {
    await q.query('SET LOCAL session_replication_role = replica');
    await q.query(sql, params);
  });

/** `n` bets of 1 baht and up from a wallet to 'game:check', each its own transaction (2 entries each). */
export const bets = async (db: Db, walletId: number, n: number) => {
  for (let i = 0; i < n; i += 1)
    await db.tx((q) =>
      transfer(q, {
        key: key('bet'),
        from: { walletId },
        to: { house: 'game:check' },
        amount: satang(100 + i),
        kind: 'bet',
        description: 'x',
      }),
    );
};

/** A full run that finds nothing and leaves a fresh mark: where each test starts from. */
export const markClean = async (db: Db) => {
  const outcome = await runLedgerCheck(db, { full: true, waitMs: 5000 });
  expect(outcome.problems).toEqual([]);
  expect(outcome.marked).toBe(true);
  return (await readLedgerMark(db))!;
};

/** An incremental run's problems by invariant, and whether it moved the mark. */
export const incremental = async (db: Db) => {
  const before = await readLedgerMark(db);
  const outcome = await runLedgerCheck(db, { waitMs: 5000 });
  expect(outcome.from?.id).toBe(before?.id);
  const moved = (await readLedgerMark(db))?.id !== before?.id;
  return { ...outcome, invariants: [...new Set(outcome.problems.map((p) => p.invariant))], moved };
};

/** The member entry of `walletId` at `version`. */
export const entryAt = async (db: Db, walletId: number, version: number) => {
  const { rows } = await db.query<{ id: number; transfer_id: number }>(
    'SELECT id::int, transfer_id::int FROM ledger_entries WHERE account_id = $1 AND account_version = $2',
    [walletId, version],
  );
  return rows[0]!;
};

/**
 * What an insider who edits a row also does to hide it from the chain probe: every link of the account from
 * `fromEntryId` on recomputed as ledger_apply would (server/src/ledger/chain.ts), and the head set to the last;
 * with `untilEntryId`, only the links up to that entry (the head left).
 */
export const rewriteChain = async (
  owner: Db,
  accountId: number,
  fromEntryId: number,
  untilEntryId?: number,
) => {
  const { rows } = await owner.query<{ id: number }>(
    `SELECT id::int FROM ledger_entries WHERE account_id = $1 AND id >= $2 AND id <= coalesce($3, id)
        AND chain IS NOT NULL ORDER BY id`,
    [accountId, fromEntryId, untilEntryId ?? null],
  );
  for (const { id } of rows)
    await tamper(
      owner,
      `UPDATE ledger_entries e SET chain = ledger_link(
          (SELECT p.chain FROM ledger_entries p WHERE p.account_id = e.account_id AND p.id < e.id
              AND p.chain IS NOT NULL ORDER BY p.id DESC LIMIT 1),
          (SELECT ledger_transfer_content(t.id, t.idem_key, t.op, t.kind, t.description, t.fingerprint, t.meta,
                    t.hold_id, t.created_at,
                    (SELECT jsonb_agg(jsonb_build_array(x.account_id, x.amount) ORDER BY x.leg, x.amount)
                       FROM ledger_entries x WHERE x.transfer_id = t.id))
             FROM ledger_transfers t WHERE t.id = e.transfer_id),
          e.leg, e.account_id, e.asset, e.amount, e.balance_after, e.account_version)
        WHERE e.id = $1`,
      [id],
    );
  if (untilEntryId !== undefined) return;
  await tamper(
    owner,
    `UPDATE ledger_accounts SET chain_head = (SELECT chain FROM ledger_entries WHERE account_id = $1
                                              AND chain IS NOT NULL ORDER BY id DESC LIMIT 1) WHERE id = $1`,
    [accountId],
  );
};
