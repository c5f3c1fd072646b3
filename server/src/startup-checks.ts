import type { FastifyInstance } from 'fastify';

/**
 * Cheap checks run at every start, after migrations. Each later capability (the ledger's invariants first)
 * adds its own; a failure is logged loudly but does not stop the site.
 */
export const startupChecks = async (app: FastifyInstance) => {
  const { rows } = await app.db.query<{ agents: number }>('SELECT count(*)::int AS agents FROM agents');
  if (rows[0]?.agents === 0) app.log.warn('no agent in the database: set SEED=on or load a seed file');
};
