import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { BarePlan } from './bare-plan';

/**
 * The bare limit of bench/suites/read-path.ts, in its own process: a lone Fastify route (no plugins, hooks or
 * schemas) doing the endpoint's database work, or none (the HTTP layer's floor), then answering the same JSON.
 * Sends `{port}` to the parent over IPC once listening; exits when the parent disconnects.
 */
const main = async () => {
  const plan = JSON.parse(readFileSync(process.env.BENCH_BARE_PLAN!, 'utf8')) as BarePlan;
  const pool = plan.databaseUrl
    ? new pg.Pool({ connectionString: plan.databaseUrl, max: plan.poolSize })
    : null;
  // One transaction in the capture (BEGIN ... COMMIT) is run on one connection, as the app runs it.
  const inTransaction = plan.statements.some((s) => /^BEGIN/i.test(s.sql));
  const work = async (key: string) => {
    if (!pool) return;
    const values = plan.values[key];
    if (!values) throw new Error(`no request values for '${key}'`);
    const client = inTransaction ? await pool.connect() : pool;
    try {
      for (const [k, { sql, params }] of plan.statements.entries()) {
        const args = params.map((p) => (p === null ? null : 'text' in p ? p.text : values[p.value]!));
        await client.query(args.length > 0 ? { name: `bare_${k}`, text: sql, values: args } : { text: sql });
      }
    } finally {
      if (client !== pool) (client as pg.PoolClient).release();
    }
  };
  const app = Fastify({ logger: false });
  app.route({
    method: plan.method,
    url: plan.path,
    handler: async (request, reply) => {
      await work(request.headers.authorization ?? '');
      return reply.type('application/json; charset=utf-8').send(plan.body);
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on(
    'disconnect',
    () => void app.close().finally(() => void pool?.end().finally(() => process.exit(0))),
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
