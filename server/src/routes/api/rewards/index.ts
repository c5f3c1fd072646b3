import type { FastifyPluginAsync } from 'fastify';
import { pointsRoutes } from './points-routes';
import { turnoverRoutes } from './turnover-routes';

/**
 * The rewards API (issue 13): each feature on the engine registers its own route file here (promotions and
 * coupons, quests, wheel, cashback and win/loss, points and the shop).
 */
export const rewardRouteGroups: FastifyPluginAsync[] = [turnoverRoutes, pointsRoutes];
