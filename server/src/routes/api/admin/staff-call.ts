import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@server/http/app-error';
import type { ByStaff } from '@server/staff/audit';
import type { CallMeta } from '@server/staff/auth-flow';
import type { SessionStaff } from '@server/staff/staff-sessions';

/*
 * What a staff route takes from its request, in one place: who acts (`staffOf`), where the call came from
 * (`callMeta`), and both together as every audited service takes them (`byStaff`; the service writes its audit
 * row with `auditAs(q, by.meta, by.actor, entry)` in the change's own transaction, server/src/staff/audit.ts).
 * Routes read and pass; they do not write audit rows themselves.
 */

/**
 * What every staff route's schema carries beside its own fields: the OpenAPI tag. Not a `security`: where the
 * staff guard runs, the document's security is the guard's (http/guard-docs.ts), never a route's declaration.
 */
export const adminSchema = { tags: ['admin'] };

/** The body of an action that carries nothing (none, `null` or `{}`). */
export const emptyBody = z.object({}).passthrough().nullish();

/** The staff member of a guarded admin request (its `agentId` scopes every read); 401 without one. */
export const staffOf = (request: FastifyRequest): SessionStaff => {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
};

/** Address (as trustProxy resolves it), browser and request id: for the limits, sessions and audit rows. */
export const callMeta = (request: FastifyRequest): CallMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  requestId: request.id,
});

/** The signed-in staff member and where the call came from, as the audited services take them. */
export const byStaff = (request: FastifyRequest): ByStaff => ({
  actor: staffOf(request),
  meta: callMeta(request),
});
