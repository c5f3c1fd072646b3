import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '@server/db/db';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { checkLedger } from '@server/ledger';
import { pgliteTemplateDir } from '@tests/server/helpers/test-db';
import { serverScript, type ServerScript } from '@tests/server/helpers/spawn-node';
import { credit } from './ledger-helpers';

/**
 * Crash: a process moving money through the ledger (server/src/cli/ledger-burst.ts, the same ledger calls the
 * server makes) is killed with SIGKILL mid-burst. After restart the full check passes and every transfer it
 * had answered as done is there. Runs on PostgreSQL when DATABASE_URL is set, else on a PGlite data directory.
 */
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A private database the child process can open too: env for the child and a way to (re)open it here. */
const privateDatabase = async (): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> => {
  if (url) {
    const admin = await openPostgres(url, 1);
    const name = `t_crash_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    });
    return { env: { DATABASE_URL: target.toString() }, open: () => openPostgres(target.toString(), 4) };
  }
  const dir = pgliteTemplateDir();
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, open: () => openPglite({ dataDir: dir }) };
};

const runScript = (script: ServerScript, args: string[], env: Record<string, string>) => {
  const base = { ...process.env };
  delete base.DATABASE_URL; // the child uses exactly the private database it is given
  const [node, ...file] = serverScript(script);
  return spawn(node, [...file, ...args], {
    env: { ...base, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
};

describe('ledger crash safety', () => {
  it('keeps every answered transfer and every invariant when the process is killed mid-burst', async () => {
    const database = await privateDatabase();
    let db = await database.open();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
       SELECT a.id, 'c' || n, 'c' || n, 'x', 'ทดสอบ ระบบ', 'KBANK', 'c' || n, 'c' || n, now()
         FROM agents a, generate_series(1, 4) AS n WHERE a.code = 'demo' RETURNING id`,
    );
    const wallets: number[] = [];
    for (const { id } of rows) {
      await credit(db, id, 5000);
      wallets.push(
        (await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id = $1', [id])).rows[0]!
          .id,
      );
    }
    await db.close();

    const child = runScript(
      'cli/ledger-burst',
      ['--wallets', wallets.join(','), '--count', '20000', '--concurrency', '8', '--prefix', 'crash'],
      database.env,
    );
    const done: string[] = [];
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    for await (const line of createInterface({ input: child.stdout! })) {
      if (line.startsWith('done ')) done.push(line.split(' ')[1]!);
      if (done.length === 300) child.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    expect(done.length).toBeGreaterThanOrEqual(300);

    db = await database.open();
    try {
      const { rows: present } = await db.query<{ idem_key: string }>(
        `SELECT idem_key FROM ledger_transfers WHERE idem_key = ANY($1::text[])`,
        [done],
      );
      expect(present).toHaveLength(done.length);
      const { rows: all } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE idem_key LIKE 'crash:%'`,
      );
      expect(all[0]!.n).toBeLessThan(20000); // it really was killed mid-burst
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }

    // The reconciliation command on the restarted database says so too.
    const check = runScript('cli/ledger-check', [], database.env);
    let output = '';
    check.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    check.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => check.on('exit', resolve));
    expect(output).toContain('ledger OK');
    expect(code).toBe(0);
  }, 120_000);
});
