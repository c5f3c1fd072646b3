import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { satang } from '@contract/money';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { autocommit, type Db } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { openPostgres } from '@server/db/postgres';
import { post } from '@server/ledger';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { repoRoot } from './vite-build';

/**
 * A bench database: migrated, the demo agent seeded, and `count` members (phone and username `<prefix><n>`) with
 * open main wallets, each funded with `fund` satang from the house account 'deposits' when given.
 */
export const benchMembers = async (db: Db, count: number, prefix: string, fund?: number) => {
  await migrate(db);
  await applySeed(db, readSeedFile(join(repoRoot, 'server/seed/demo-agent.json')));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT a.id, $2 || n, $2 || n, 'x', 'ผู้ทดสอบ โหลด', 'KBANK', $2 || n, 'bench-' || $2 || n, now()
       FROM agents a, generate_series(1, $1::int) AS n WHERE a.code = 'demo' RETURNING id`,
    [count, prefix],
  );
  const members = rows.map((row) => row.id);
  const { rows: wallets } = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO ledger_accounts (owner, asset, member_id, wallet_type_id)
     SELECT 'member', 'thb', id, 1 FROM unnest($1::bigint[]) AS id ORDER BY id RETURNING id, member_id`,
    [members],
  );
  for (let i = 0; fund !== undefined && i < wallets.length; i += 50) {
    const legs = wallets
      .slice(i, i + 50)
      .map((w) => ({ from: { house: 'deposits' }, to: { walletId: w.id }, amount: satang(fund) }));
    await post(autocommit(db), {
      key: `${prefix}-fund:${i}`,
      kind: 'deposit',
      description: 'เงินทดสอบ',
      legs,
    });
  }
  return { members, wallets };
};

/**
 * Forks `module` (a bench suite file) with `env`, to play a role in its own process; answers the child and its
 * first message (a loader's 'ready', a target's port).
 */
export const forkRole = (module: string, env: Record<string, string>) =>
  new Promise<{ child: ChildProcess; first: unknown }>((resolve, reject) => {
    const child = fork(new URL(module).pathname, [], {
      cwd: repoRoot,
      // BENCH_ROLE_NODE_ARGS adds node flags to every role, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
      // where the app's CPU goes (NODE_OPTIONS may not carry --cpu-prof).
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_ROLE_NODE_ARGS ?? '').split(' ').filter(Boolean)],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (first) => resolve({ child, first }));
    child.once('exit', (code) => reject(new Error(`bench role ${JSON.stringify(env)} exited with ${code}`)));
  });

/** Asks a forked role to finish (it exits when its IPC channel closes) and waits until it has. */
export const stopRole = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.disconnect();
  });

/**
 * The HTTP target a suite forks (app-target.ts): the real app (production mode, logging off) on DATABASE_URL,
 * with no route of its own: a benchmark measures what production serves. Sends `{ port }` to the parent once
 * listening; closes and exits when the parent disconnects.
 */
export const serveBenchApp = async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'off', NODE_ENV: 'production' });
  const app = await buildApp({
    config,
    db: await openPostgres(config.DATABASE_URL!, 20),
    ownsDb: true,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
};
