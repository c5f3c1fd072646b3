import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import {
  httpDuration,
  httpRequests,
  metricsRegistry,
  paymentNotifications,
  watchDatabase,
} from '@server/metrics';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

// The pool of the app being served; a gauge reads it when scraped (one per process outside tests).
const pools = new Set<() => { total: number; idle: number; waiting: number }>();
new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one (PostgreSQL)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const stats of pools) {
      const { total, idle, waiting } = stats();
      this.inc({ state: 'total' }, total);
      this.inc({ state: 'idle' }, idle);
      this.inc({ state: 'waiting' }, waiting);
    }
  },
});

/**
 * Prometheus metrics: every request's route pattern, status and latency, the pool, the ledger's statements and
 * the payment notifications. `/metrics` is not public: it exists only when METRICS_TOKEN is set, and answers only
 * `Authorization: Bearer <METRICS_TOKEN>`; anything else gets the usual 404.
 */
export const metricsPlugin = fp<{ metricsText?: () => Promise<string> }>(async (app, options) => {
  const stats = app.db.poolStats?.bind(app.db);
  if (stats) {
    pools.add(stats);
    app.addHook('onClose', async () => void pools.delete(stats));
  }

  // The gauges the alert rules read from the database (db_up, job lag, outbox backlog, the last ledger check).
  const unwatch = watchDatabase(app.db);
  app.addHook('onClose', async () => unwatch());

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (/api/payment/notify/:provider), never the raw URL: ids in paths would explode the series.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (route === '/api/payment/notify/:provider') {
      const provider = (request.params as { provider?: string }).provider ?? '';
      paymentNotifications.inc({ provider, status: String(reply.statusCode) });
    }
    done();
  });

  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const text = options.metricsText ?? (() => metricsRegistry.metrics());
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.callNotFound();
    // With workers, a worker still starting has not joined the collection yet: a scrape then is retried later.
    const body = await text().catch((error: unknown) => {
      request.log.warn({ err: error }, 'metrics: the cluster could not be collected');
      return null;
    });
    if (body === null) return reply.status(503).type('text/plain').send('metrics not ready, try again\n');
    return reply.type(metricsRegistry.contentType).send(body);
  });
});
