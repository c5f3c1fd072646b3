import type { FastifyBaseLogger } from 'fastify';
import { businessClock, type Config } from './config';
import { appRoleOf, grantAppRole } from './db/app-role';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { migrateHosted } from './host';
import { seedRewards } from './rewards/seed-rewards';
import { applySeed, readSeedFile } from './seed/seed';
import { seedDemoOwner } from './staff/demo-owner';

/**
 * As the owner: the platform's migrations and the hosted provider's, then the app role's grants (PostgreSQL).
 * Each step holds the schema's advisory lock, so servers starting together and `npm run db:migrate` apply each
 * migration once. Answers what was applied.
 */
export const migrateAsOwner = async (db: Db, config: Pick<Config, 'DATABASE_URL' | 'DB_APP_ROLE'>) => {
  const applied = [...(await migrate(db)), ...(await migrateHosted(db)).map((name) => `games/${name}`)];
  if (config.DATABASE_URL)
    await grantAppRole(db, appRoleOf({ ...config, DATABASE_URL: config.DATABASE_URL }));
  return applied;
};

/** As the owner: the migrations (above), and the demo agent when seeding is on. */
const prepareAsOwner = async (db: Db, config: Config, log?: Pick<FastifyBaseLogger, 'info'>) => {
  const applied = await migrateAsOwner(db, config);
  if (applied.length > 0) log?.info({ applied }, 'migrations applied');
  if (config.SEED === 'on') {
    const seed = readSeedFile(config.SEED_FILE);
    // Seeded rounds and polls start from business time, as the jobs that open the next ones will.
    await applySeed(db, seed, businessClock(config)());
    await seedRewards(
      db,
      seed.agents.map((agent) => agent.code),
    );
  }
  await seedDemoOwner(db, config);
};

/**
 * Opens the configured database as its owner and prepares it (above), then answers it as the server's requests
 * and jobs use it: on PostgreSQL a pool acting as the app role (db/app-role.ts), on PGlite the same handle.
 */
export const prepareDatabase = async (config: Config, log?: Pick<FastifyBaseLogger, 'info'>): Promise<Db> => {
  const owner = await openDb(config, 'owner');
  try {
    await prepareAsOwner(owner, config, log);
  } catch (error) {
    await owner.close();
    throw error;
  }
  if (owner.kind === 'pglite') return owner;
  await owner.close();
  return openDb(config, 'app');
};
