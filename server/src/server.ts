import { prepareDatabase } from './boot';
import { loadConfig } from './config';
import { buildHost } from './host';
import { startupChecks } from './startup-checks';

/** `npm start`: the API, the built web site and LIFF app, and the built-in games on one port. */
const main = async () => {
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildHost({ config, db, ownsDb: true, serveFrontEnds: true, gamePages: 'built' });
  await startupChecks(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const url = config.PUBLIC_URL ?? address.replace('://127.0.0.1', '://localhost');
  console.log(
    `\n  เว็บไซต์พร้อมใช้งาน: ${url}/?ag=${config.DEFAULT_AGENT_CODE}\n  LIFF: ${url}/liff/profile\n  API docs: ${url}/api/docs\n`,
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
