import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverSecret } from '@server/accounts/server-secret';

/** The header a tester sends the sandbox control token in (or `Authorization: Bearer <token>`). */
export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';

/**
 * The tester credential of the sandbox controls, until the back office's staff login exists: SANDBOX_CONTROL_TOKEN
 * when set, else a random one generated once per database (server_secrets), so every server copy agrees and a
 * restart keeps it; the server prints it at start.
 */
export const sandboxControlToken = async (app: FastifyInstance) =>
  app.config.SANDBOX_CONTROL_TOKEN ??
  Buffer.from(await serverSecret(app.db, 'sandbox_control')).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant-time: compares digests, so neither the length nor a prefix of the token leaks through timing. */
export const tokenMatches = (expected: string, given: unknown) =>
  typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(expected), digest(given));

/**
 * The token a request presents: the header, a bearer, or (for the tester's HTML page, which a phone opens from a
 * link) the `token` query parameter or form field.
 */
export const presentedToken = (request: FastifyRequest): string | null => {
  const header = request.headers[SANDBOX_TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof fromQuery === 'string') return fromQuery;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.token;
  return typeof fromBody === 'string' ? fromBody : null;
};
