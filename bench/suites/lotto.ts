import type { Db } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { billFingerprint } from '@server/lotto/bill-create';
import { openPostgres } from '@server/db/postgres';
import { startAppTarget } from '../lib/app-target';
import { measureSettlement } from '../lib/lotto-settle';
import { benchMembers, stopRole } from '../lib/bench-app';
import { measureEndpoint, type Endpoint, type Plan } from '../lib/endpoint-bench';
import type { HttpAnswer } from '../lib/http-client';
import { I, type RequestValue } from '../lib/pgbench-script';
import { startPostgres } from '../lib/postgres';
import {
  contiguousIds,
  fingerprintStandIn,
  inMemberOrder,
  ledgerFingerprint,
  numbered,
  rowId,
  tokenHash,
} from '../lib/request-values';
import type { Statement } from '../lib/sql-capture';
import type { BenchResult } from '../lib/types';

/**
 * Lotto bills of 10 lines created over HTTP (`POST /api/lotto/bill/create`: session, round, rates and limits,
 * the bill, the per-number totals under their caps, the lines with frozen rates, the ledger debit, the answer's
 * bill detail), against pgbench running the statements the endpoint sends, same cluster, same run.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.LOTTO_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 4000 * SECONDS);
const MEMBERS = 2_000;
const LINES = 10;
const LINE_BAHT = 1;

/**
 * Line k of request i bets 3 top on 100 + (10 i + k) mod 900: ten consecutive numbers, never wrapping inside one
 * bill (so the sorted order is the line order), each number coming back every 90 bills: real contention on the
 * per-number rows, as popular numbers get.
 */
const lineNumber = (i: number, k: number): RequestValue => ({
  value: String(100 + ((i * LINES + k) % 900)),
  sql: `100 + (${I} * ${LINES} + ${k}) % 900`,
});

const prepare = async (db: Db) => {
  await migrate(db);
  // Fixture ids far from the bill numbers (100..999) and from each other: no value can pass for another.
  await db.query('ALTER SEQUENCE members_id_seq RESTART 10000000');
  await db.query('ALTER SEQUENCE ledger_accounts_id_seq RESTART 20000000');
  await db.query('ALTER SEQUENCE lotto_bills_id_seq RESTART 30000000');
  await db.query('ALTER SEQUENCE lotto_rounds_id_seq RESTART 40000000');
  await db.query('ALTER SEQUENCE sessions_id_seq RESTART 50000000');
  const { members, wallets } = await benchMembers(db, MEMBERS, 'l', 100_000_00);
  // One session per member, in member order: session ids run alongside member ids (a bill's protection check
  // sends its session's id).
  const sessions = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO sessions (member_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('lotto-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
       FROM unnest($1::bigint[]) AS id ORDER BY id
     RETURNING id, member_id`,
    [members],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at)
     SELECT id, 'bench', 'งวดทดสอบโหลด', now() - interval '1 hour', now() + interval '1 day', now() + interval '1 day'
       FROM lotto_markets WHERE code = 'thai-gov' RETURNING id`,
  );
  return {
    member: contiguousIds(members, 'member'),
    session: contiguousIds(
      inMemberOrder(
        members,
        sessions.rows.map((r) => ({ id: Number(r.id), member_id: Number(r.member_id) })),
      ),
      'session',
    ),
    wallet: contiguousIds(
      wallets.map((w) => w.id),
      'wallet',
    ),
    round: rows[0]!.id,
  };
};

const answered = (answer: HttpAnswer) => {
  if (answer.status !== 200 || !answer.body.includes('"error":0')) throw new Error(answer.body);
};

/** The clock value the app sent with request i's bill (betting closes by the server's clock), read back. */
const clockSent = new Map<number, string>();

const billBody = (ids: Awaited<ReturnType<typeof prepare>>, i: number) => ({
  round_id: ids.round,
  request_id: `bill-req-${i}`,
  lines: Array.from({ length: LINES }, (_, k) => ({
    bet_type: 'three_top' as const,
    number: lineNumber(i, k).value,
    amount: LINE_BAHT,
  })),
});

const billCreate = (ids: Awaited<ReturnType<typeof prepare>>): Endpoint => ({
  name: 'lotto bill of 10 lines',
  call: (i) => ({
    method: 'POST',
    path: '/api/lotto/bill/create',
    body: JSON.stringify(billBody(ids, i)),
    headers: { authorization: `Bearer lotto-${ids.member + (i % MEMBERS)}` },
  }),
  check: answered,
  values: (i) => {
    const member = rowId(i, MEMBERS, ids.member);
    const wallet = rowId(i, MEMBERS, ids.wallet);
    const clock = clockSent.get(i);
    return [
      member,
      wallet,
      rowId(i, MEMBERS, ids.session),
      tokenHash('lotto-', member),
      numbered('bill-req-', i),
      ...Array.from({ length: LINES }, (_, k) => lineNumber(i, k)),
      ...(clock ? [{ value: clock, sql: 'now()' }] : []),
      fingerprintStandIn(billFingerprint(billBody(ids, i)), 'bill'),
      ledgerFingerprint('transfer', 'bet', {
        from: { walletId: Number(wallet.value) },
        to: { house: 'lotto' },
        amount: LINES * LINE_BAHT * 100,
      }),
    ];
  },
  generated: async (i: number, statements: Statement[]) => {
    const insert = statements.find((s) => /INSERT INTO lotto_bills/.test(s.sql));
    if (!insert) throw new Error('no bill insert captured');
    clockSent.set(i, insert.params[8]!);
    const { rows } = await benchDb!.query<{ id: number }>(
      `SELECT id FROM lotto_bills WHERE request_id = $1`,
      [`bill-req-${i}`],
    );
    return [{ value: String(rows[0]!.id), from: /INSERT INTO lotto_bills/, column: 'id' }];
  },
  target: 0.5,
});

let benchDb: Db | undefined;

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'lotto']);
    const url = pg.url.replace(/\/postgres$/, '/lotto');
    benchDb = await openPostgres(url, 2);
    const ids = await prepare(benchDb);
    await benchDb.query('VACUUM ANALYZE');
    await benchDb.query('CHECKPOINT');
    target = await startAppTarget(url);
    const plan: Plan = {
      pg,
      database: 'lotto',
      admin: benchDb,
      clients: CLIENTS,
      seconds: SECONDS,
      capacity: CAPACITY,
      port: target.port,
      appPid: target.child.pid!,
    };
    const bills = await measureEndpoint(plan, billCreate(ids));
    // Settlement (issue 12, part 2) on the same cluster, after the bills' measurement, in its own database.
    return [bills, await measureSettlement(pg)];
  } finally {
    if (target) await stopRole(target.child);
    await benchDb?.close();
    pg.stop();
  }
}
