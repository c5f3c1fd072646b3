import type { FastifyRequest } from 'fastify';
import type { CallMeta } from '@server/staff/auth-flow';

/** Address (as trustProxy resolves it), browser and request id: for the limits, sessions and audit rows. */
export const callMeta = (request: FastifyRequest): CallMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  requestId: request.id,
});
