import cluster from 'node:cluster';
import { prepareDatabase } from './boot';
import { runPrimary, workerMetrics } from './cluster';
import { businessClock, loadConfig, type Config } from './config';
import { openDb } from './db/open';
import { publishForServer } from './db/operator-file';
import { openReplica } from './db/replica';
import { buildHost } from './host';
import { startupChecks } from './startup-checks';

/** One server process: the API, the built web site and LIFF app, and the built-in games on one port. */
const serve = async (config: Config) => {
  const inCluster = cluster.isWorker;
  // In a cluster the primary has applied migrations and seed already, once.
  const db = inCluster ? await openDb(config, 'app') : await prepareDatabase(config);
  const app = await buildHost({
    config,
    db,
    replica: await openReplica(config, db),
    ownsDb: true,
    serveFrontEnds: true,
    gamePages: 'built',
    metricsText: inCluster ? workerMetrics() : undefined,
    clock: businessClock(config),
  });
  await startupChecks(app);

  let closing = false;
  // The operator file (embedded database only) goes first, before the data directory's lock.
  let unpublish = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    unpublish();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A worker whose primary is gone would otherwise hold the port on its own.
  if (inCluster) process.on('disconnect', () => shutdown('primary gone'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  if (inCluster) return;
  // Operator commands started beside this server run through it (server/src/cli/operator-command.ts): two
  // processes never open one PGlite directory. PostgreSQL serves the commands' own connections.
  unpublish = publishForServer(config, (app.server.address() as { port: number } | null)?.port);
  const url = config.PUBLIC_URL ?? address.replace('://127.0.0.1', '://localhost');
  const docs =
    config.NODE_ENV !== 'production' || config.API_DOCS === 'on' ? `\n  API docs: ${url}/api/docs` : '';
  console.log(
    `\n  เว็บไซต์พร้อมใช้งาน: ${url}/?ag=${config.DEFAULT_AGENT_CODE}\n  LIFF: ${url}/liff/profile${docs}\n`,
  );
};

/** `npm start` (dist/server/server.js): one process, or with WORKERS=N a primary and N server processes. */
const main = async () => {
  const config = loadConfig();
  if (config.WORKERS === 1 || cluster.isWorker) return serve(config);
  if (!config.DATABASE_URL) {
    console.error(
      'WORKERS ต้องเป็น 1 เมื่อใช้ฐานข้อมูลในเครื่อง (PGlite รองรับได้เพียงโปรเซสเดียว): ตั้ง DATABASE_URL เพื่อใช้หลายโปรเซส\n' +
        'WORKERS must be 1 with the embedded database (PGlite is one process): set DATABASE_URL to run several.',
    );
    process.exit(2);
  }
  const db = await prepareDatabase(config);
  await db.close();
  runPrimary(
    config.WORKERS,
    (line) => console.log(`[primary ${process.pid}] ${line}`),
    (port) => {
      const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
      console.log(
        `\n  เว็บไซต์พร้อมใช้งาน: ${url}/?ag=${config.DEFAULT_AGENT_CODE} (${config.WORKERS} โปรเซส)\n`,
      );
    },
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
