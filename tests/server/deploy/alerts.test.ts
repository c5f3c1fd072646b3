import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { recordLedgerCheck } from '@server/metrics';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';

// deploy/prometheus/alerts.yml against what a running app really exports at /metrics (promtool is not here):
// every metric an alert reads exists, and the database gauges the alerts added report what the database holds.
type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string };
};
const rules = (
  parse(readFileSync('deploy/prometheus/alerts.yml', 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);

// PromQL's own words, and `up`, which Prometheus writes for every scrape.
const promql = new Set(
  'sum min max avg count rate increase irate histogram_quantile clamp_min time by without on ignoring or and unless bool up'.split(
    ' ',
  ),
);

/** The metric names an expression reads: its identifiers, less label matchers, grouping lists and PromQL. */
const metricsOf = (expr: string) =>
  expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/(?<![\w:])\d+(\.\d+)?(e[-+]?\d+)?/gi, '')
    .match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)!
    .filter((word) => !promql.has(word));

const TOKEN = 'alerts-metrics-token-0123456789';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const scrape = async () =>
  (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the Prometheus alert rules', () => {
  it('each has a name, an expression, a severity and a summary, and a section in the runbook', () => {
    const runbook = readFileSync('docs/runbook.md', 'utf8');
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      expect(runbook, `docs/runbook.md says nothing of ${rule.alert}`).toContain(`### ${rule.alert}`);
    }
  });

  it('reads only metrics a running app exports', async () => {
    await app.inject({ method: 'GET', url: '/healthz' }); // a request counted, so the request series exist
    const text = await scrape();
    const exported = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
      ),
    );
    const read = rules.flatMap((rule) => metricsOf(rule.expr).map((metric) => [rule.alert, metric] as const));
    expect(read.length).toBeGreaterThan(rules.length);
    for (const [alert, metric] of read) expect(exported, `${alert} reads ${metric}`).toContain(metric);
  });

  it('finds the database, a stuck job, the outbox backlog and the last ledger check in /metrics', async () => {
    const owner = await openOwnerDb(app.db);
    try {
      await owner.query(
        `INSERT INTO job_runs (job, period_key, owner, claimed_at, lease_until)
         VALUES ('alerts-test:agent', 'p1', 'test', now() - interval '20 minutes', now() - interval '15 minutes')`,
      );
      await owner.query(
        `INSERT INTO outbox (channel, kind, event_key, payload, next_attempt_at)
         VALUES ('sms', 'alerts.test', 'alerts-test:' || gen_random_uuid(), '{}', now() - interval '11 minutes')`,
      );
      await recordLedgerCheck(owner, 2, 40);
      const text = await scrape();
      expect(valueOf(text, 'db_up')).toBe(1);
      expect(valueOf(text, 'job_lag_seconds{job="alerts-test"}')).toBeGreaterThanOrEqual(20 * 60);
      expect(valueOf(text, 'outbox_backlog{channel="sms"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(11 * 60);
      expect(valueOf(text, 'ledger_check_problems')).toBe(2);
      expect(
        Math.abs(valueOf(text, 'ledger_check_last_run_timestamp_seconds')! - Date.now() / 1000),
      ).toBeLessThan(600);

      await owner.query(`UPDATE job_runs SET finished_at = now() WHERE job = 'alerts-test:agent'`);
      await recordLedgerCheck(owner, 0, 40);
      const after = await scrape();
      expect(valueOf(after, 'job_lag_seconds{job="alerts-test"}')).toBeUndefined();
      expect(valueOf(after, 'ledger_check_problems')).toBe(0);
    } finally {
      await owner.close();
    }
  });
});
