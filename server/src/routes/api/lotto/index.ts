import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billRoutes } from './bills';
import { infoRoutes } from './info';

/**
 * Lotto (issue 12, SPEC §7 Lotto): markets, rounds, rates and limits for anyone; bills for members. Results
 * and Yeekee shooting are registered by their own work beside these.
 */
export const lottoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(infoRoutes);
  await app.register(billRoutes);
};
