import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Game code -> the page folder under games/pages/ that plays it. */
const pageOf: Record<string, string> = {
  'builtin-slot-thai': 'slot',
  'builtin-slot-freespin': 'slot',
  'builtin-baccarat': 'baccarat',
  'builtin-roulette': 'roulette',
  'builtin-fishing': 'fishing',
  'builtin-football': 'football',
  verify: 'verify',
};
/** Own keys only: `/games/toString/` is no page. */
const pageFor = (code: string) => (Object.hasOwn(pageOf, code) ? pageOf[code] : undefined);

const sourceDir = fileURLToPath(new URL('../pages/', import.meta.url));
/** The site's icon, as the web app's pages name it (`web-app/public`, copied into the build). */
const SITE_ICON = 'demo/logo.svg';
const sourceIcon = fileURLToPath(new URL(`../../web-app/public/${SITE_ICON}`, import.meta.url));

export type PagesOptions = {
  /** 'built': the Vite build in `staticDir` (production); 'source': the HTML that Vite's dev server transforms. */
  mode: 'built' | 'source';
  staticDir?: string;
};

/**
 * Serves `/games/<code>/` and `/games/verify/`. The built HTML references hashed `/assets/*` that the platform's
 * static files serve; in development the page's module script is compiled on request by Vite's middleware.
 */
export const pageRoutes = (options: PagesOptions) => async (app: FastifyInstance) => {
  const fileOf = (page: string) => {
    const built = resolve(options.staticDir ?? './dist', 'games/pages', page, 'index.html');
    if (options.mode === 'built' && existsSync(built)) return built;
    return resolve(sourceDir, page, 'index.html');
  };
  const cache = new Map<string, string>();
  const html = (page: string) => {
    if (options.mode === 'source') return readFileSync(fileOf(page), 'utf8');
    if (!cache.has(page)) cache.set(page, readFileSync(fileOf(page), 'utf8'));
    return cache.get(page)!;
  };

  // A browser or an in-app browser asks for favicon.ico beside the page it shows: the site's icon, never a 404.
  let icon: Buffer | null = null;
  const sendIcon = (_request: unknown, reply: FastifyReply) => {
    if (!icon) {
      const built = resolve(options.staticDir ?? './dist', SITE_ICON);
      icon = readFileSync(options.mode === 'built' && existsSync(built) ? built : sourceIcon);
    }
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon);
  };
  app.get('/games/favicon.ico', sendIcon);
  app.get(
    '/games/:code/favicon.ico',
    { schema: { params: z.object({ code: z.string().max(200) }) } },
    sendIcon,
  );

  app.get<{ Params: { code: string } }>('/games/:code/', async (request, reply) => {
    const page = pageFor(request.params.code);
    if (!page) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html(page));
  });
  app.get<{ Params: { code: string } }>('/games/:code', async (request, reply) => {
    const page = pageFor(request.params.code);
    if (!page) return reply.callNotFound();
    return reply.redirect(
      `/games/${request.params.code}/${request.url.slice(request.url.split('?')[0]!.length)}`,
    );
  });
};
