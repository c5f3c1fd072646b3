import { readFileSync } from 'node:fs';
import middie from '@fastify/middie';
import { createServer as createVite } from 'vite';
import { prepareDatabase } from './boot';
import { loadConfig } from './config';
import { publishForServer } from './db/operator-file';
import { frontEndOf, htmlOf, pageStatusOf, sendNotFound } from './http/front-end-of';
import { buildHost } from './host';

/**
 * `npm run dev`: the API and the three front ends on one origin, with Vite's hot reload. HTML for a path comes
 * from the app that owns it (`/liff/*` the LIFF app, `/admin/*` the back office), so deep links opened cold work here as in production.
 */
const main = async () => {
  const config = loadConfig({ NODE_ENV: 'development', LIFF_MOCK: 'on', LOG_LEVEL: 'info', ...process.env });
  const db = await prepareDatabase(config);
  const app = await buildHost({ config, db, ownsDb: true, gamePages: 'source' });
  const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);

  // A catch-all GET route, not a not-found handler: the envelope plugin owns that one, and Fastify allows one.
  app.get('/*', async (request, reply) => {
    const frontEnd = frontEndOf(request.url);
    if (!frontEnd) return sendNotFound(reply, request.url);
    const html = await vite.transformIndexHtml(request.url, readFileSync(htmlOf[frontEnd], 'utf8'));
    return reply.status(pageStatusOf(frontEnd, request.url)).type('text/html; charset=utf-8').send(html);
  });
  app.addHook('onClose', async () => vite.close());

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // Operator commands beside the dev server run through it (server/src/cli/operator-command.ts); the file goes
  // at exit, and a file left by a killed process names a dead pid, which the commands ignore.
  publishForServer(config, (app.server.address() as { port: number } | null)?.port);
  console.log(
    `\n  dev: ${address.replace('://127.0.0.1', '://localhost')}/?ag=${config.DEFAULT_AGENT_CODE}  (LIFF: /liff/profile, back office: /admin)\n`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
