import type { ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seamlessPath } from '@contract/seamless';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { builtinProviderSecret, syncBuiltinCatalogue } from '@server/games/catalogue-sync';
import { startPostgres } from '../lib/postgres';
import { benchMembers, forkRole, serveBenchApp, stopRole } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { openHttpClient } from '../lib/http-client';
import { ratioOf } from '../lib/report';
import type { BenchResult } from '../lib/types';

/**
 * Seamless-wallet bets per second through HTTP on a throwaway PostgreSQL: signed `bet` calls exactly as a
 * provider sends them (HMAC, timestamp, unique transaction id), on one hot wallet and spread over 1,000
 * members. The limit is the ledger's hot-wallet limit measured in the same run: pgbench's single-row UPDATE
 * on the same server (the ledger suite does not export its measurement, so this suite runs the same script).
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.SEAMLESS_BENCH_SECONDS ?? 10);
const MEMBERS = 1_000;

const sessionToken = (memberId: number) => `seam-${memberId}`;

/** Members with funded main wallets, each with a live game session of the built-in slot. */
const prepare = async (db: Db) => {
  const { members, wallets } = await benchMembers(db, MEMBERS, 's', 100_000_000);
  await syncBuiltinCatalogue(db);
  for (const wallet of wallets) {
    await db.query(
      `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, expires_at)
       SELECT $1, $2, m.agent_id, $3, g.id, g.provider_id, now() + interval '1 day'
         FROM members m, games g WHERE m.id = $2 AND g.code = 'builtin-slot-thai'`,
      [
        createHash('sha256').update(sessionToken(wallet.member_id)).digest('hex'),
        wallet.member_id,
        wallet.id,
      ],
    );
  }
  await db.query('VACUUM ANALYZE');
  return { members, wallets, secret: await builtinProviderSecret(db) };
};

/** A provider's client: signed bets on keep-alive connections; fails on anything but error 0. */
const providerClient = (port: number, secret: string) => {
  const client = openHttpClient(port);
  const bet = async (memberId: number, id: string) => {
    const timestamp = Date.now();
    const payload = JSON.stringify({
      token: sessionToken(memberId),
      transaction_id: id,
      round_id: `round-${id}`,
      game_id: 'builtin-slot-thai',
      amount: 1,
      currency: 'THB',
      timestamp,
    });
    const answer = await client.post(seamlessPath('builtin', 'bet'), payload, {
      'x-timestamp': String(timestamp),
      'x-signature': createHmac('sha256', secret).update(payload).digest('hex'),
    });
    if (!answer.body.startsWith('{"error":0')) throw new Error(answer.body);
  };
  return { bet, close: client.close };
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  const work = mkdtempSync(join(tmpdir(), 'bench-seamless-'));
  chmodSync(work, 0o755);
  let db: Db | undefined;
  let target: ChildProcess | undefined;
  try {
    const host = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
    pg.run('createdb', [...host, 'seamless']);
    pg.run('createdb', [...host, 'pgb']);
    pg.run('psql', [
      ...host,
      '-q',
      '-c',
      'CREATE TABLE hot (id int PRIMARY KEY, balance bigint NOT NULL)',
      'pgb',
    ]);
    pg.run('psql', [...host, '-q', '-c', 'INSERT INTO hot VALUES (1, 1000000000000)', 'pgb']);
    const hotScript = join(work, 'hot.sql');
    writeFileSync(hotScript, 'UPDATE hot SET balance = balance - 1 WHERE id = 1 AND balance >= 1;\n');
    chmodSync(hotScript, 0o644);

    const url = pg.url.replace(/\/postgres$/, '/seamless');
    db = await openPostgres(url, 4);
    const { members, wallets, secret } = await prepare(db);
    const limit = pg.pgbench('pgb', [
      '-n',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      hotScript,
    ]);

    const started = await forkRole(import.meta.url, { SEAMLESS_BENCH_ROLE: 'target', DATABASE_URL: url });
    target = started.child;
    const provider = providerClient((started.first as { port: number }).port, secret);
    const hotMember = members[0]!;
    await closedLoop(CLIENTS, 1, (i) => provider.bet(hotMember, `warm-${i}-${randomUUID()}`));
    const before = await db.query<{ balance: number }>(`SELECT balance FROM ledger_accounts WHERE id = $1`, [
      wallets[0]!.id,
    ]);
    const hot = await closedLoop(CLIENTS, SECONDS, (i) => provider.bet(hotMember, `hot-${i}`));
    const after = await db.query<{ balance: number }>(`SELECT balance FROM ledger_accounts WHERE id = $1`, [
      wallets[0]!.id,
    ]);
    // Every answered bet must be exactly one debit of 1 baht: a fast wrong answer is not a result.
    if (before.rows[0]!.balance - after.rows[0]!.balance !== hot.count * 100) {
      throw new Error(
        `hot wallet moved ${before.rows[0]!.balance - after.rows[0]!.balance} satang for ${hot.count} bets`,
      );
    }
    const spread = await closedLoop(CLIENTS, SECONDS, (i) =>
      provider.bet(members[i % members.length]!, `spread-${i}`),
    );
    provider.close();

    const note =
      'higher is better; limit: pgbench single-row UPDATE (the hot-wallet limit), same server, same run';
    return [
      {
        name: 'seamless bets over HTTP, one hot wallet, 8 clients',
        value: hot.perSecond,
        unit: 'req/s',
        limit,
        ratio: ratioOf(hot.perSecond, limit),
        target: 0.3,
        note,
      },
      {
        name: 'seamless bets over HTTP, 1,000 wallets, 8 clients',
        value: spread.perSecond,
        unit: 'req/s',
        limit,
        ratio: ratioOf(spread.perSecond, limit),
        target: 0.4,
        note,
      },
    ];
  } finally {
    if (target) await stopRole(target);
    await db?.close();
    pg.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

// Forked by run() above: the real app with its seamless endpoints.
if (process.env.SEAMLESS_BENCH_ROLE === 'target') void serveBenchApp();
