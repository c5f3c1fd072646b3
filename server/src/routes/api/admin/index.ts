import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './auth-routes';

/**
 * The back office API (`/api/admin/*`). Every route declares `config: { permission }` (server/src/staff/README.md);
 * a new page's routes are one file here and one line below.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminAuthRoutes);
};
