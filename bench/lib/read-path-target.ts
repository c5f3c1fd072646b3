import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '@server/app';
import { prepareDatabase } from '@server/boot';
import { loadConfig } from '@server/config';
import { openPostgres } from '@server/db/postgres';

/**
 * A server for bench/suites/read-path.ts, in its own process so the load generator does not share its event
 * loop. `app`: the real app (all plugins, hooks, schemas, the database) on a seeded PGlite in memory, or on a
 * scratch database on the PostgreSQL server of BENCH_DATABASE_URL. `bare`: a lone Fastify route answering the
 * JSON given as the second argument. Sends `{port}` to the parent over IPC once listening; exits when the parent
 * disconnects.
 */
const mode = process.argv[2];

/** On a PostgreSQL server: a database of our own, dropped at the end, never the one in the URL. */
const scratchDatabase = async (serverUrl: string) => {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(serverUrl, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = await openPostgres(serverUrl, 1);
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.close();
  };
  return { url: url.toString(), drop };
};

let dropDatabase: () => Promise<void> = async () => undefined;

const startApp = async () => {
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await scratchDatabase(server) : null;
  if (scratch) dropDatabase = scratch.drop;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Request logs off on both sides: the bench compares routing, hooks and the database, not log I/O.
    LOG_LEVEL: 'warn',
    DATABASE_URL: scratch?.url,
    DATA_DIR: 'memory://bench',
    SEED: 'on',
  });
  const db = await prepareDatabase(config);
  return buildApp({ config, db, ownsDb: true, logger: false });
};

const startBare = async (body: string) => {
  const app = Fastify({ logger: false });
  app.post('/api/agent/config', async (_request, reply) => reply.type('application/json').send(body));
  return app;
};

const main = async () => {
  const app = mode === 'app' ? await startApp() : await startBare(process.argv[3] ?? '{}');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => dropDatabase())
      .finally(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
