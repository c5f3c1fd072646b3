import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffOf } from '@server/staff/staff-auth';
import type { ByStaff } from '@server/staff/staff-management';

/** The signed-in staff member and where the call came from, as the audited services take them. */
export const byStaff = (request: FastifyRequest): ByStaff => ({
  actor: staffOf(request),
  meta: { ip: request.ip, requestId: request.id },
});

export const adminSchema = { tags: ['admin'], security: [{ bearer: [] }] };
export const emptyBody = z.object({}).passthrough().nullish();
