import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { frontEndOf, htmlOf, pageStatusOf, sendNotFound } from '@server/http/front-end-of';
import { FIRST_SCREEN_BUILDS, firstScreenRenderer } from '@server/http/render-first-screen';

/** The site's icon in the build (web-app/public/demo/logo.svg), which every page names as its icon. */
const SITE_ICON = 'demo/logo.svg';

/** How long a start waits for the first-screen render builds before it listens anyway (Fastify allows 10 s). */
const STARTUP_RENDER_WAIT_MS = 5_000;

/**
 * Production front ends from the Vite build: files by path, and for any other GET the app that owns the path
 * (`/liff/*` the LIFF app, `/admin/*` the back office, everything else the web site) so a deep link opened cold lands on its screen.
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
    liff: readFileSync(resolve(dir, htmlOf.liff), 'utf8'),
    admin: readFileSync(resolve(dir, htmlOf.admin), 'utf8'),
  };

  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (vite.config.ts), sent to clients that accept them.
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  // A browser, or LINE's in-app browser, asks for /favicon.ico whatever the page names: the site's icon, never a
  // 404 (the game pages answer theirs the same way, games/routes/page-routes.ts).
  const hasIcon = existsSync(resolve(dir, SITE_ICON));
  app.get('/favicon.ico', { schema: { hide: true } }, (request, reply) =>
    hasIcon
      ? reply.header('cache-control', 'public, max-age=86400').sendFile(SITE_ICON)
      : sendNotFound(reply, request.url),
  );

  // A catch-all GET route, not a not-found handler: the envelope plugin owns that one, and Fastify allows one.
  const renderers = {
    web: firstScreenRenderer(app, dir, FIRST_SCREEN_BUILDS.web),
    liff: firstScreenRenderer(app, dir, FIRST_SCREEN_BUILDS.liff),
  };
  // The first visitors after a start get rendered pages too: listening waits for the render builds, at most
  // STARTUP_RENDER_WAIT_MS (a slow disk must not keep the site down; the plain shell is served meanwhile).
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, STARTUP_RENDER_WAIT_MS)));
    await Promise.race([Promise.all([renderers.web.loaded, renderers.liff.loaded]), late]);
    clearTimeout(timer);
  });
  app.get('/*', async (request, reply) => {
    const app = frontEndOf(request.url);
    if (!app) return sendNotFound(reply, request.url);
    const status = pageStatusOf(app, request.url);
    // The member apps' routed pages come with their first screen rendered (or, failing that, as the plain
    // shell); an unknown path answers 404 with the app's page, which shows its 404 screen.
    const page =
      status === 200 && (app === 'web' || app === 'liff')
        ? await renderers[app](pages[app], request.url, request.log)
        : pages[app];
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  });
});
