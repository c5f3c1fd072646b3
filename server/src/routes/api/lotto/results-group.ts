import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultRoutes } from './results';
import { yeekeeRoutes } from './yeekee';

/** Lotto results and Yeekee shooting (issue 12, part 2), beside the lotto core's routes. */
export const lottoResultRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resultRoutes);
  await app.register(yeekeeRoutes);
};
