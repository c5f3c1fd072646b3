import { Counter, Histogram, Registry } from 'prom-client';

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
