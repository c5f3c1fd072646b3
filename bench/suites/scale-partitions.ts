import { openPostgres } from '@server/db/postgres';
import { checkLedger, memberStatement } from '@server/ledger';
import { entriesOf, SUMS } from '@server/reports/money-sql';
import { ratioOf } from '../lib/report';
import { percentile } from '../lib/scale-calls';
import { scaleCluster, scaleSizes } from '../lib/scale-cluster';
import { prepareScaleDatabase } from '../lib/scale-fixture';
import type { BenchResult } from '../lib/types';

/**
 * `npm run bench scale-partitions` (issue 31): would monthly partitions of the large append-only tables pay on
 * PostgreSQL? On a seeded database (SCALE_DATABASE_URL, one `npm run seed:scale` filled; else the `scale`
 * suite's seeded cluster at SCALE_MEMBERS/SCALE_DAYS/SCALE_PLAYS), the tables are copied twice in the same
 * database, once as they are (schema bench_flat) and once partitioned by Bangkok month (bench_part), and the hot
 * paths that read or write them run against each copy in turn (a connection whose search_path puts the copy
 * first), the product's own code where it takes a connection (memberStatement, checkLedger, the money figures'
 * SQL) and the seamless bet's statements on those tables otherwise. Result: the partitioned copy's median
 * against the plain copy's (ratio above 1: partitioning costs). bench/README.md, "scale-partitions".
 */
const SAMPLES = Number(process.env.SCALE_PARTITION_SAMPLES ?? 30);
const SCHEMAS = ['bench_flat', 'bench_part'] as const;
type Schema = (typeof SCHEMAS)[number];
/** The large append-only tables: every round's claims, every money movement, staff actions. */
const TABLES = ['seamless_transactions', 'ledger_entries', 'ledger_transfers', 'audit_log'];
const LIMITS = { connectMs: 10_000, statementMs: 3600_000, idleInTxMs: 3600_000 };

/**
 * An index of the real table as the copy's: the same definition on the copy, and on the partitioned copy a
 * unique index takes created_at as its last column (PostgreSQL: a unique index of a partitioned table holds its
 * partition key), so a key is unique only within its month there.
 */
const indexOn = (definition: string, schema: Schema) => {
  let sql = definition.replace(/ ON public\./, ` ON ${schema}.`);
  if (schema === 'bench_part' && /^CREATE UNIQUE/.test(sql)) {
    const open = sql.indexOf('(', sql.indexOf(' USING '));
    let depth = 0;
    let close = open;
    for (; close < sql.length; close += 1) {
      depth += sql[close] === '(' ? 1 : sql[close] === ')' ? -1 : 0;
      if (depth === 0) break;
    }
    if (!/\bcreated_at\b/.test(sql.slice(open, close)))
      sql = `${sql.slice(0, close)}, created_at${sql.slice(close)}`;
  }
  return sql;
};

/** Both copies of every table, filled with the same rows, indexed, vacuumed and analysed. Answers a size note. */
const copyTables = async (url: string, log: (line: string) => void) => {
  const db = await openPostgres(url, 1, LIMITS);
  try {
    const { rows: months } = await db.query<{ name: string; from_at: string; to_at: string }>(
      `SELECT to_char(m, 'YYYYMM') AS name, (m AT TIME ZONE 'Asia/Bangkok')::text AS from_at,
              ((m + interval '1 month') AT TIME ZONE 'Asia/Bangkok')::text AS to_at
         FROM generate_series(
                date_trunc('month', least(now(), ${TABLES.map((t) => `(SELECT min(created_at) FROM public.${t})`).join(', ')})
                  AT TIME ZONE 'Asia/Bangkok'),
                date_trunc('month', now() AT TIME ZONE 'Asia/Bangkok') + interval '1 month', interval '1 month') m`,
    );
    const sizes: string[] = [];
    for (const schema of SCHEMAS) {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      for (const table of TABLES) {
        const started = performance.now();
        const like = `(LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`;
        if (schema === 'bench_flat') await db.exec(`CREATE TABLE ${schema}.${table} ${like}`);
        else {
          await db.exec(`CREATE TABLE ${schema}.${table} ${like} PARTITION BY RANGE (created_at)`);
          for (const m of months)
            await db.exec(
              `CREATE TABLE ${schema}.${table}_${m.name} PARTITION OF ${schema}.${table}
                 FOR VALUES FROM ('${m.from_at}') TO ('${m.to_at}')`,
            );
          await db.exec(`CREATE TABLE ${schema}.${table}_default PARTITION OF ${schema}.${table} DEFAULT`);
        }
        await db.exec(`INSERT INTO ${schema}.${table} SELECT * FROM public.${table} ORDER BY id`);
        const { rows } = await db.query<{ indexdef: string }>(
          `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1`,
          [table],
        );
        for (const index of rows) await db.exec(indexOn(index.indexdef, schema));
        await db.exec(`VACUUM ANALYZE ${schema}.${table}`);
        const { rows: n } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${schema}.${table}`,
        );
        log(`${schema}.${table}: ${n[0]!.n} rows, ${Math.round(performance.now() - started)} ms`);
        if (schema === 'bench_part') sizes.push(`${table} ${n[0]!.n} rows`);
      }
    }
    return `${sizes.join(', ')}; ${months.length} monthly partitions each`;
  } finally {
    await db.close();
  }
};

/** The copies' schemas gone again (the seeded cluster is cached). */
const dropCopies = async (url: string) => {
  const db = await openPostgres(url, 1, LIMITS);
  try {
    for (const schema of SCHEMAS) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await db.close();
  }
};

type Call = { name: string; samples: number; run: (db: Db) => Promise<unknown>; warm?: false };
type Db = Awaited<ReturnType<typeof openPostgres>>;

const open = (url: string, schema: Schema) => {
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema},public`);
  return openPostgres(target.toString(), 2, LIMITS);
};

const bangkokDay = (daysAgo: number) =>
  `(date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') - interval '${daysAgo} days') AT TIME ZONE 'Asia/Bangkok'`;

/** The members and rounds the calls use: the heaviest seeded player, a median one, a cursor deep in history. */
const subjects = async (db: Db) => {
  const { rows } = await db.query<{ heavy: number; median: number; round: string; wallet: number }>(
    `WITH n AS (SELECT member_id, count(*) AS n FROM seamless_transactions WHERE kind = 'bet' GROUP BY member_id),
          heavy AS (SELECT member_id FROM n ORDER BY n DESC LIMIT 1)
     SELECT (SELECT member_id FROM heavy)::int AS heavy,
            (SELECT member_id FROM n ORDER BY n LIMIT 1 OFFSET (SELECT count(*) / 2 FROM n))::int AS median,
            b.round_id AS round, b.wallet_id::int AS wallet
       FROM seamless_transactions b WHERE b.kind = 'bet' AND b.member_id = (SELECT member_id FROM heavy)
      ORDER BY b.id LIMIT 1`,
  );
  const s = rows[0]!;
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const next = await memberStatement(db, s.heavy, { limit: 20, cursor });
    if (!next.nextCursor) break;
    cursor = next.nextCursor;
  }
  return { ...s, deepCursor: cursor };
};

const calls = (s: Awaited<ReturnType<typeof subjects>>): Call[] => {
  const bet = async (db: Db) =>
    // The seamless bet's writes on these tables and the settle's round lookup, rolled back (the functions pin
    // their search_path to the real tables, so their statements run here by hand): the round's bets FOR UPDATE,
    // the claim, the transfer under its key, its two entries.
    db
      .tx(async (q) => {
        const key = `bench:${Math.random().toString(36).slice(2)}`;
        await q.query(
          `SELECT id FROM seamless_transactions WHERE provider_id = 1 AND member_id = $1 AND round_id = $2
           AND kind = 'bet' ORDER BY id FOR UPDATE`,
          [s.heavy, s.round],
        );
        await q.query(
          `INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                           round_id, game_code, amount, created_at)
         SELECT provider_id, $1, kind, session_id, member_id, wallet_id, $1, game_code, amount, now()
           FROM seamless_transactions WHERE provider_id = 1 AND member_id = $2 AND round_id = $3 AND kind = 'bet'
         ON CONFLICT DO NOTHING`,
          [key, s.heavy, s.round],
        );
        const { rows } = await q.query<{ id: number }>(
          `INSERT INTO ledger_transfers (idem_key, op, kind, description, fingerprint, meta, created_at)
         VALUES ($1, 'transfer', 'bet', 'bench', 'bench', '{}', now()) ON CONFLICT DO NOTHING RETURNING id`,
          [key],
        );
        await q.query(
          `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, balance_after, account_version,
                                     kind, created_at)
         VALUES ($1, 0, $2, 'thb', -100, NULL, NULL, 'bet', now()), ($1, 0, $2, 'thb', 100, NULL, NULL, 'bet', now())`,
          [rows[0]!.id, s.wallet],
        );
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  const money = (days: number) => (db: Db) =>
    db.query(`SELECT ${SUMS} ${entriesOf(true)}`, [null, sqlNow(days), sqlNow(0)]);
  return [
    { name: 'seamless-bet-writes', samples: SAMPLES, run: bet },
    { name: 'statement-page-1', samples: SAMPLES, run: (db) => memberStatement(db, s.heavy, { limit: 20 }) },
    {
      name: 'statement-page-50',
      samples: SAMPLES,
      run: (db) => memberStatement(db, s.heavy, { limit: 20, cursor: s.deepCursor }),
    },
    { name: 'statement-median-member', samples: SAMPLES, run: (db) => memberStatement(db, s.median, {}) },
    {
      name: 'day-read',
      samples: SAMPLES,
      run: (db) =>
        db.query(
          `SELECT member_id, sum(amount) FROM seamless_transactions
            WHERE created_at >= ${bangkokDay(1)} AND created_at < ${bangkokDay(0)} GROUP BY member_id`,
        ),
    },
    { name: 'money-day', samples: SAMPLES, run: money(1) },
    { name: 'money-30-days', samples: Math.ceil(SAMPLES / 5), run: money(30) },
    { name: 'money-365-days', samples: 3, run: money(365) },
    // Minutes at the default size: twice on each copy, no warm-up (it reads every row either way).
    { name: 'ledger-check', samples: 2, run: (db) => checkLedger(db), warm: false },
  ];
};

class RollBack extends Error {}

/** The start of the Bangkok day `days` ago, as the money report's range bound. */
const sqlNow = (days: number) => {
  const bangkok = new Date(Date.now() + 7 * 3600_000);
  bangkok.setUTCHours(0, 0, 0, 0);
  return new Date(bangkok.getTime() - 7 * 3600_000 - days * 86_400_000).toISOString();
};

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export default async function scalePartitions(): Promise<BenchResult[]> {
  const given = process.env.SCALE_DATABASE_URL;
  const sizes = scaleSizes();
  const pg = given
    ? null
    : await scaleCluster(
        sizes,
        (url, name) =>
          prepareScaleDatabase(url, name === 'seeded', Number(process.env.SCALE_MONTH_PLAYS ?? 100_000)),
        (line) => console.log(line),
      );
  const url = given ?? pg!.url.replace(/\/postgres$/, '/seeded');
  try {
    const copied = await copyTables(url, (line) => console.log(`scale-partitions: ${line}`));
    const dbs = { bench_flat: await open(url, 'bench_flat'), bench_part: await open(url, 'bench_part') };
    try {
      const s = await subjects(dbs.bench_flat);
      const results: BenchResult[] = [];
      for (const call of calls(s)) {
        const ms: Record<Schema, number[]> = { bench_flat: [], bench_part: [] };
        if (call.warm !== false) for (const schema of SCHEMAS) await call.run(dbs[schema]);
        for (let i = 0; i < call.samples; i += 1)
          for (const schema of i % 2 === 0 ? SCHEMAS : [...SCHEMAS].reverse())
            ms[schema].push(await timed(() => call.run(dbs[schema])));
        const value = percentile(ms.bench_part, 0.5);
        const limit = percentile(ms.bench_flat, 0.5);
        const p95 = (schema: Schema) => Math.round(percentile(ms[schema], 0.95) * 10) / 10;
        results.push({
          name: `scale-partitions.${call.name}`,
          value,
          unit: 'ms',
          limit,
          ratio: ratioOf(value, limit),
          note: `median of ${call.samples}, partitioned by month against the same rows unpartitioned, alternating; p95 ${p95('bench_part')} / ${p95('bench_flat')} ms; ${copied}`,
        });
      }
      return results;
    } finally {
      await Promise.all(Object.values(dbs).map((db) => db.close()));
    }
  } finally {
    await dropCopies(url);
    pg?.stop();
  }
}
