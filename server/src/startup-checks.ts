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
  // Sealed LINE secrets opened with a key file only this machine has: another server of the site cannot send.
  if (app.config.DATABASE_URL && !app.config.SECRETS_KEY && app.config.NODE_ENV === 'production') {
    app.log.warn(
      `SECRETS_KEY is not set: LINE secrets are sealed with ${app.config.SECRETS_KEY_FILE}, which other servers ` +
        'of this site do not have. Set SECRETS_KEY (32 random bytes, base64) on every server.',
    );
  }
};
