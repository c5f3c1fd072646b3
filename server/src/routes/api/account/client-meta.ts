import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '@server/accounts/sessions';

/** The caller's address (behind the proxy, as trustProxy resolves it) and browser, for limits and sessions. */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});
