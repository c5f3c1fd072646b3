import type { FastifyPluginAsync } from 'fastify';
import { lineMessageRoutes } from './line-message-routes';
import { lineRoutes } from './line-routes';
import { lineWebLinkRoutes } from './line-web-link-routes';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';

/** Member accounts: registration, sessions, passwords, LINE login. Services live in `server/src/accounts/`. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(lineRoutes);
  await app.register(lineWebLinkRoutes);
  await app.register(lineMessageRoutes);
};
