import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { readSqlFiles, sqlDir } from '@server/db/sql-files';
import { migrateHosted } from '@server/host';
import { openTestDb } from '@tests/server/helpers/test-db';
import { buildAsBefore, catalogOf, emptyDatabase, migrationNames } from './catalog';

/**
 * The last migration of the runner before issue 26, which created functions and views in migrations. Every
 * database built by these migrations, at any point, is a supported start for an upgrade (server/migrations/README.md).
 */
const LAST_BEFORE_SQL_FILES = '1034_award_exclusion.sql';

/** The landed migrations that created functions or views, kept as history (server/migrations/README.md). */
const HISTORY_DEFINING_FUNCTIONS = [
  '0201_ledger_functions.sql',
  '0202_ledger_batch.sql',
  '0302_seamless_bet.sql',
  '0500_game_session_bounds.sql',
  '0530_withdrawal_request.sql',
  '0531_seamless_settle.sql',
  '0532_seamless_rollback.sql',
  '0600_staff.sql',
  '0620_member_notes.sql',
  '0700_lotto.sql',
  '0710_lotto_results.sql',
  '0800_rewards.sql',
  '0801_withdrawal_turnover.sql',
  '1000_protection.sql',
  '1010_seamless_one_round_trip.sql',
  '1030_member_play_final.sql',
];

let db: Db;
let fresh: string[];
beforeAll(async () => {
  // The prepared test database is a fresh build: every migration, then server/sql, on an empty database.
  db = await openTestDb('owner');
  fresh = await catalogOf(db);
});
afterAll(async () => db.close());

describe('one schema whatever the path to it', () => {
  it.each([
    ['the oldest supported: only the first migration applied', migrationNames()[0]!],
    ['the last one before server/sql existed', LAST_BEFORE_SQL_FILES],
  ])(
    'a database built before checksums and server/sql (%s) upgrades to the fresh schema',
    async (_, last) => {
      await emptyDatabase(db);
      await buildAsBefore(db, last);
      await migrate(db);
      await migrateHosted(db); // as a start does: the fresh build holds the built-in provider's tables too
      expect(await catalogOf(db)).toEqual(fresh);
      // Its migrations now carry their checksums, and the next start has nothing to do.
      const { rows } = await db.query(`SELECT name FROM schema_migrations WHERE checksum IS NULL`);
      expect(rows).toEqual([]);
      expect(await migrate(db)).toEqual([]);
    },
  );

  it('defines every function and view of the database in server/sql, once', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'
       UNION ALL
       SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm')`,
    );
    const defined = readSqlFiles(sqlDir).flatMap(({ sql }) =>
      [...sql.matchAll(/^CREATE OR REPLACE (?:FUNCTION|VIEW) (\w+)/gm)].map((m) => m[1]!),
    );
    expect(new Set(defined).size).toBe(defined.length);
    expect([...defined].sort()).toEqual(rows.map((r) => r.name).sort());
  });

  it('leaves functions and views out of every migration but those that landed before server/sql', () => {
    const defines = [
      /\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE|VIEW|MATERIALIZED\s+VIEW)\b/i,
      // Attributes too (SECURITY DEFINER, SET search_path, volatility): CREATE OR REPLACE resets them.
      /\bALTER\s+(FUNCTION|PROCEDURE)\b[^;]*\b(SECURITY|SET|RESET|IMMUTABLE|STABLE|VOLATILE|STRICT|LEAKPROOF|PARALLEL)\b/i,
    ];
    const defining = migrationNames().filter((name) => {
      const sql = readFileSync(`server/migrations/${name}`, 'utf8').replace(/--.*$/gm, '');
      return defines.some((pattern) => pattern.test(sql));
    });
    // Any other would be undone by server/sql at the next start: change the file there instead (DROP stays here).
    expect(defining).toEqual(HISTORY_DEFINING_FUNCTIONS);
  });
});
