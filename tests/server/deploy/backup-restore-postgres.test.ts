import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '@server/db/postgres';
import { memberOn } from '../lotto/lotto-fixtures';
import { runCli } from './run-cli';

// The PostgreSQL lane (DATABASE_URL, CI's second run): pg_dump and pg_restore against databases of that server.
// The embedded database's backup and restore are backup-restore-pglite.test.ts.
const url = process.env.DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'pg-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const databaseUrl = (name: string) => {
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
};

const cli = (name: string, args: string[], database: string) =>
  runCli(name, args, { ...process.env, DATABASE_URL: databaseUrl(database), LOG_LEVEL: 'warn' });

const balanceIn = async (database: string, walletId: number) => {
  const db = await openPostgres(databaseUrl(database), 1);
  try {
    const { rows } = await db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE id = $1`,
      [walletId],
    );
    return rows[0]?.balance;
  } finally {
    await db.close();
  }
};

describe.skipIf(!url)(
  'npm run db:backup and db:restore on PostgreSQL (PostgreSQL lane only: DATABASE_URL)',
  () => {
    it('dumps, restores into an empty database verified by ledger:check, and refuses a full one without --force', async () => {
      // Named after the run's template, so the global teardown drops them if this test does not get to.
      const template = inject('postgresTemplate');
      const source = `t_${template}_bk_src`;
      const target = `t_${template}_bk_dst`;
      const admin = await openPostgres(url!, 1);
      try {
        await admin.query(`CREATE DATABASE ${source} TEMPLATE ${template}`);
        await admin.query(`CREATE DATABASE ${target} TEMPLATE template0`);
        const owner = await openPostgres(databaseUrl(source), 2);
        const member = await memberOn(owner, 987_65);
        await owner.close();

        const file = join(dir, 'site.dump');
        const backup = await cli('db-backup', [file], source);
        expect(backup.output).toContain(`written: ${file}`);
        expect(backup.code).toBe(0);

        const restore = await cli('db-restore', [file], target);
        expect(restore.output).toContain('ledger OK on PostgreSQL');
        expect(restore.code).toBe(0);
        expect(await balanceIn(target, member.walletId)).toBe(987_65);

        const refused = await cli('db-restore', [file], target);
        expect(refused.output).toContain('refused:');
        expect(refused.code).toBe(1);
        const forced = await cli('db-restore', [file, '--force'], target);
        expect(forced.output).toContain('ledger OK on PostgreSQL');
        expect(forced.code).toBe(0);
        expect(await balanceIn(target, member.walletId)).toBe(987_65);
      } finally {
        for (const name of [source, target])
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        // The restore granted the target's app role, as a server's start would: roles outlive databases.
        await admin.query(`DROP ROLE IF EXISTS ${target}_app`);
        await admin.close();
      }
    }, 180_000);
  },
);
