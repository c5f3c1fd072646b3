import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorCatalogue } from '@contract/errors';

/**
 * Production front ends from the Vite build: files by path, and for any other GET the app that owns the path
 * (`/liff/*` the LIFF app, everything else the web site) so a deep link opened cold lands on its screen.
 * Unknown `/api/*` paths stay 404 envelopes.
 */
export const spaPlugin = fp<{ root: string }>(async (app, { root }) => {
  const dir = resolve(root);
  const webHtml = resolve(dir, 'web-app/index.html');
  if (!existsSync(webHtml)) {
    app.log.warn(`no front-end build in ${dir}: run "npm run build" (npm start does it)`);
    return;
  }
  const pages = {
    web: readFileSync(webHtml, 'utf8'),
    liff: readFileSync(resolve(dir, 'liff-app/index.html'), 'utf8'),
  };

  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  // A catch-all GET route, not a not-found handler: the envelope plugin owns that one, and Fastify allows one.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      request.method !== 'GET' ||
      path.startsWith('/api/') ||
      path.startsWith('/assets/') ||
      /\.\w{2,5}$/.test(path)
    ) {
      const { code, message } = errorCatalogue.NOT_FOUND;
      return reply.status(404).send({ error: code, message, data: { path } });
    }
    const html = path === '/liff' || path.startsWith('/liff/') ? pages.liff : pages.web;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
});
