import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@server/db/data-dir-lock';
import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { memberOn } from '../lotto/lotto-fixtures';
import { runCli } from './run-cli';

// The embedded database is the point here: every command runs without DATABASE_URL, on a DATA_DIR of its own.
const root = mkdtempSync(join(tmpdir(), 'pglite-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cli = (name: string, args: string[], dataDir: string) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database is the point here
  return runCli(name, args, env);
};

/** The member's main wallet balance in the data directory (opened and closed again: one holder at a time). */
const balanceIn = async (dataDir: string, walletId: number) => {
  const db = await openPglite({ dataDir });
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

describe('npm run db:backup and db:restore on the embedded database', () => {
  it('backs up, restores into an empty directory verified by ledger:check, and refuses a full one without --force', async () => {
    const source = join(root, 'source');
    const seeded = await openPglite({ dataDir: source });
    await migrate(seeded);
    await applySeed(seeded, readSeedFile('./server/seed/demo-agent.json'));
    const member = await memberOn(seeded, 1_234_56);
    await seeded.close();

    const file = join(root, 'backup.tar.gz');
    const backup = await cli('db-backup', [file], source);
    expect(backup.output).toContain(`written: ${file}`);
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = join(root, 'restored');
    const restore = await cli('db-restore', [file], target);
    expect(restore.output).toContain(`ledger OK on PGlite (${target})`);
    expect(restore.code).toBe(0);
    expect(await balanceIn(target, member.walletId)).toBe(1_234_56);
    // The dump carried the backup process's lock file: not left behind as a stale lock.
    expect(readdirSync(target)).not.toContain('server.lock');

    // Restored once: a second restore over it is refused, unless --force moves it aside first.
    const refused = await cli('db-restore', [file], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('refused:');
    const forced = await cli('db-restore', [file, '--force'], target);
    expect(forced.output).toContain('ledger OK');
    expect(forced.code).toBe(0);
    expect(readdirSync(root).filter((name) => name.startsWith('restored.before-restore-'))).toHaveLength(1);
    expect(await balanceIn(target, member.walletId)).toBe(1_234_56);
  }, 180_000);

  it('refuses a missing file and a directory a process holds, plainly', async () => {
    const missing = await cli('db-restore', [join(root, 'nothing.tar.gz')], join(root, 'empty'));
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no such backup file');

    const held = join(root, 'held');
    // Held as a running server holds it: its lock file, naming this live process.
    mkdirSync(held);
    const unlock = lockDataDir(held);
    try {
      writeFileSync(join(root, 'some.tar.gz'), 'not a dump');
      for (const run of [
        await cli('db-backup', [join(root, 'held.tar.gz')], held),
        await cli('db-restore', [join(root, 'some.tar.gz'), '--force'], held),
      ]) {
        expect(run.code).toBe(2);
        expect(run.output).toContain(`is in use by process ${process.pid}`);
        expect(run.output).not.toMatch(/^\s+at /m);
      }
    } finally {
      unlock();
    }
  }, 120_000);
});
