import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '@server/accounts/sessions';

/**
 * The caller's address (behind the proxy, as trustProxy resolves it) and browser, for limits and sessions, and
 * the business clock's now: a session started now is measured by the protection rules on that clock.
 */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  startedAt: request.server.clock(),
});
