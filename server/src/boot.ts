import type { FastifyBaseLogger } from 'fastify';
import { businessClock, type Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seedRewards } from './rewards/seed-rewards';
import { applySeed, readSeedFile } from './seed/seed';
import { seedDemoOwner } from './staff/demo-owner';

/** Opens the configured database, applies migrations, and seeds the demo agent when seeding is on. */
export const prepareDatabase = async (config: Config, log?: Pick<FastifyBaseLogger, 'info'>): Promise<Db> => {
  const db = await openDb(config);
  const applied = await migrate(db);
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
  return db;
};
