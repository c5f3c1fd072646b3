import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './audit-routes';
import { adminAuthRoutes } from './auth-routes';
import { adminOperatorRoutes } from './operator-routes';
import { adminStaffRoutes } from './staff-routes';

/**
 * The back office API (`/api/admin/*`). Every route declares `config: { permission }` (server/src/staff/README.md);
 * a new page's routes are one file here and one line below.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOperatorRoutes);
};
