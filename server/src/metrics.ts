import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable, Row } from '@server/db/db';

/**
 * The process's Prometheus metrics (served by plugins/metrics.ts). One registry per process, created once:
 * tests build many apps in one process, and a metric registered twice is an error. With cluster workers the
 * primary sums every worker's registry (server/src/cluster.ts).
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern (not the raw URL) and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency, by route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const ledgerOperations = new Counter({
  name: 'ledger_operations_total',
  help: 'Ledger statements (ledger_apply, ledger_apply_batch) by outcome: ok, refused (a business refusal), failed',
  labelNames: ['statement', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const paymentNotifications = new Counter({
  name: 'payment_notifications_total',
  help: 'Payment provider notifications received, by provider and HTTP status',
  labelNames: ['provider', 'status'] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job claims: claimed (this process runs it) or taken (another process already has it)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const outboxDeliveries = new Counter({
  name: 'outbox_deliveries_total',
  help: 'Outbox send attempts (LINE, SMS) by channel and outcome: sent, retry or failed',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

// These call ledger_apply inside their own statement (issue 9: one round trip per money request), so a
// withdrawal, a paid deposit, a settlement and a rollback are still counted as the ledger_apply they used to send.
const ledgerStatements = new Set([
  'ledger_apply',
  'ledger_apply_batch',
  'withdrawal_request',
  'deposit_order_credit',
  'seamless_settle',
  'seamless_rollback',
]);

/**
 * Counts the ledger's statements as they pass through the database layer (every money movement is one of two
 * named statements), so the ledger itself carries no metrics code.
 */
export const observeStatement = async <T>(name: string | undefined, run: Promise<T>): Promise<T> => {
  if (!name || !ledgerStatements.has(name)) return run;
  try {
    const result = await run;
    // A batch answers each operation's refusal in its rows (column `refusal`, per `op`) instead of failing.
    const rows = (result as { rows?: { op?: unknown; refusal?: unknown }[] }).rows ?? [];
    const refused = new Set(rows.filter((r) => r.refusal != null).map((r) => r.op));
    const done = new Set(rows.filter((r) => r.refusal == null).map((r) => r.op));
    ledgerOperations.inc({ statement: name, outcome: 'ok' }, name === 'ledger_apply' ? 1 : done.size);
    if (refused.size > 0) ledgerOperations.inc({ statement: name, outcome: 'refused' }, refused.size);
    return result;
  } catch (error) {
    const refused = error instanceof Error && /^ledger:[A-Z_]+$/.test(error.message);
    ledgerOperations.inc({ statement: name, outcome: refused ? 'refused' : 'failed' });
    throw error;
  }
};

// What the alert rules read from the database itself (deploy/prometheus/alerts.yml): collected when scraped, from
// the database of the app being served (one per process outside tests). Every process of a cluster reports the
// same database, so the cluster's sum takes one of them (`max`), and `db_up` the worst (`min`).
const databases = new Set<Queryable>();

/** Reports `db` in the database gauges until the answered function is called (the app's close). */
export const watchDatabase = (db: Queryable) => {
  databases.add(db);
  return () => void databases.delete(db);
};

/** A statement that gives up after `ms`: a scrape must answer while the database is away. */
const within = <T>(ms: number, run: Promise<T>) =>
  Promise.race([
    run,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timed out')), ms).unref()),
  ]);

/** Each watched database's rows of `sql`; a database that does not answer within 2 s adds none. */
const rowsOf = async <T extends Row>(sql: string): Promise<T[]> => {
  const answers = await Promise.allSettled([...databases].map((db) => within(2_000, db.query<T>(sql))));
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.rows : []));
};

new Gauge({
  name: 'db_up',
  help: 'The database answers a query within 2 s (1) or not (0)',
  aggregator: 'min',
  registers: [metricsRegistry],
  async collect() {
    const rows = await rowsOf<{ up: number }>('SELECT 1 AS up');
    this.set(databases.size > 0 && rows.length === databases.size ? 1 : 0);
  },
});

new Gauge({
  name: 'job_lag_seconds',
  help: 'Age of the oldest claimed and not yet finished run of each scheduled job (0: none open)',
  labelNames: ['job'] as const,
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    const rows = await rowsOf<{ job: string; lag: number }>(
      `SELECT split_part(job, ':', 1) AS job, extract(epoch FROM now() - min(claimed_at))::float8 AS lag
         FROM job_runs WHERE finished_at IS NULL GROUP BY 1`,
    );
    this.reset();
    for (const row of rows) this.set({ job: row.job }, row.lag);
  },
});

new Gauge({
  name: 'outbox_backlog',
  help: 'Outbox entries due and not sent yet, by channel (LINE, SMS)',
  labelNames: ['channel'] as const,
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    const rows = await rowsOf<{ channel: string; due: number }>(
      `SELECT channel, count(*)::int AS due FROM outbox
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= now() GROUP BY channel`,
    );
    this.reset();
    for (const channel of ['line', 'sms']) this.set({ channel }, 0);
    for (const row of rows) this.set({ channel: row.channel }, row.due);
  },
});

new Gauge({
  name: 'outbox_oldest_due_seconds',
  help: 'How long the oldest due outbox entry has waited past its send time (0: nothing due)',
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    const rows = await rowsOf<{ age: number | null }>(
      `SELECT extract(epoch FROM now() - min(next_attempt_at))::float8 AS age FROM outbox
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()`,
    );
    this.set(Math.max(0, ...rows.map((row) => row.age ?? 0)));
  },
});

const lastLedgerCheck = async () =>
  (
    await rowsOf<{ at: number; problems: number }>(
      `SELECT extract(epoch FROM checked_at)::float8 AS at, problems FROM ledger_check_runs
        ORDER BY id DESC LIMIT 1`,
    )
  )[0];

new Gauge({
  name: 'ledger_check_last_run_timestamp_seconds',
  help: 'When `npm run ledger:check` last ran (Unix time; 0: never)',
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    this.set((await lastLedgerCheck())?.at ?? 0);
  },
});

new Gauge({
  name: 'ledger_check_problems',
  help: 'Problems the last `npm run ledger:check` found (0: every invariant held)',
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    this.set((await lastLedgerCheck())?.problems ?? 0);
  },
});

/** Records a `ledger:check` run for the gauges above. A database without the table (an older release) skips it. */
export const recordLedgerCheck = async (db: Queryable, problems: number, durationMs: number) => {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('ledger_check_runs') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return;
  await db.query(`INSERT INTO ledger_check_runs (problems, duration_ms) VALUES ($1, $2)`, [
    problems,
    Math.round(durationMs),
  ]);
};
