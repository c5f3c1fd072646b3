import type { FastifyInstance } from 'fastify';
import { checkLedger } from './ledger';

/**
 * Cheap checks run at every start, after migrations. Each later capability (the ledger's invariants first)
 * adds its own; a failure is logged loudly but does not stop the site.
 */
export const startupChecks = async (app: FastifyInstance) => {
  const { rows } = await app.db.query<{ agents: number }>('SELECT count(*)::int AS agents FROM agents');
  if (rows[0]?.agents === 0) app.log.warn('no agent in the database: set SEED=on or load a seed file');
  const problems = await checkLedger(app.db, { cheap: true });
  for (const problem of problems) app.log.error(problem, 'LEDGER INVARIANT BROKEN: run npm run ledger:check');
};
