import type { FastifyPluginAsync } from 'fastify';
import { cashbackRoutes } from './cashback-routes';
import { questRoutes } from './quest-routes';
import { couponRoutes } from './coupon-routes';
import { freebetRoutes } from './freebet-routes';
import { promotionRoutes } from './promotion-routes';
import { pointsRoutes } from './points-routes';
import { turnoverRoutes } from './turnover-routes';
import { wheelRoutes } from './wheel-routes';

/**
 * The rewards API (issue 13): each feature on the engine registers its own route file here (promotions and
 * coupons, quests, wheel, cashback and win/loss, points and the shop).
 */
export const rewardRouteGroups: FastifyPluginAsync[] = [
  turnoverRoutes,
  promotionRoutes,
  couponRoutes,
  questRoutes,
  cashbackRoutes,
  wheelRoutes,
  pointsRoutes,
  freebetRoutes,
];
