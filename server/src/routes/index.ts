import type { FastifyPluginAsync } from 'fastify';
import { agentRoutes } from './api/agent';
import { healthRoutes } from './health';

/**
 * Every route group of the API, registered by `app.ts`. A new group is one line here; its handlers live in
 * `routes/api/<group>/` and only validate and call a service.
 */
export const routeGroups: FastifyPluginAsync[] = [healthRoutes, agentRoutes];
