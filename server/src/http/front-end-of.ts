import type { FastifyReply } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { isRoutedPage } from '@contract/routed-pages';

export type FrontEnd = 'web' | 'liff' | 'admin';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Which front end serves a page path: the LIFF app under `/liff`, the back office under `/admin`, the web site
 * everywhere else, so a deep link opened cold lands on its screen. `null` for API, asset and file paths that no
 * route took: those are 404s.
 */
export const frontEndOf = (url: string): FrontEnd | null => {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/assets/') || /\.\w{2,5}$/.test(path)) return null;
  if (under(path, '/liff')) return 'liff';
  return under(path, '/admin') ? 'admin' : 'web';
};

/** The HTML entry of each front end, relative to the repository (dev) or the build directory (production). */
export const htmlOf: Record<FrontEnd, string> = {
  web: 'web-app/index.html',
  liff: 'liff-app/index.html',
  admin: 'admin-app/index.html',
};

export const sendNotFound = (reply: FastifyReply, url: string) => {
  const { code, message } = errorCatalogue.NOT_FOUND;
  return reply.status(404).send({ error: code, message, data: { path: url.split('?')[0] } });
};

/**
 * The HTTP status of a page: 404 for a path the owning member app does not route (the page is the same, and shows
 * the 404 screen), 200 otherwise. The back office routes behind its login, so its paths all answer 200.
 */
export const pageStatusOf = (frontEnd: FrontEnd, url: string): 200 | 404 =>
  frontEnd === 'admin' || isRoutedPage(frontEnd, url) ? 200 : 404;
