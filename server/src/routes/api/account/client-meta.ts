import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '@server/accounts/sessions';
import { normalizeDeviceId } from '@server/affiliate/device';

/**
 * The caller's address (behind the proxy, as trustProxy resolves it) and browser, for limits and sessions, and
 * the business clock's now: a session started now is measured by the protection rules on that clock. The device is
 * the browser's own id (`X-Device-Id`, shared/lib/device-id.ts), kept with the session: linked accounts.
 */
export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  deviceId: normalizeDeviceId(String(request.headers['x-device-id'] ?? '')),
  startedAt: request.server.clock(),
});
