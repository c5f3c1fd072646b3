import type { FastifyReply } from 'fastify';
import { errorCatalogue } from '@contract/errors';

/**
 * Which front end serves a page path: the LIFF app under `/liff`, the web site everywhere else, so a deep link
 * opened cold lands on its screen. `null` for API, asset and file paths that no route took: those are 404s.
 */
export const frontEndOf = (url: string): 'web' | 'liff' | null => {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/assets/') || /\.\w{2,5}$/.test(path)) return null;
  return path === '/liff' || path.startsWith('/liff/') ? 'liff' : 'web';
};

export const sendNotFound = (reply: FastifyReply, url: string) => {
  const { code, message } = errorCatalogue.NOT_FOUND;
  return reply.status(404).send({ error: code, message, data: { path: url.split('?')[0] } });
};
