import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './audit-routes';
import { adminAuthRoutes } from './auth-routes';
import { adminContentRoutes } from './content-routes';
import { adminDeeplinksRoutes } from './deeplinks-routes';
import { adminGamesRoutes } from './games-routes';
import { adminMemberActionRoutes } from './member-action-routes';
import { adminMembersRoutes } from './members-routes';
import { adminStaffRoutes } from './staff-routes';

/**
 * The back office API (`/api/admin/*`). Every route declares `config: { permission }` (server/src/staff/README.md);
 * a new page's routes are one file here and one line below.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminMemberActionRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminGamesRoutes);
  await app.register(adminDeeplinksRoutes);
};
