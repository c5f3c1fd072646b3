import { parseArgs } from 'node:util';
import { migrateAsOwner } from '@server/boot';
import { businessClock, loadConfig } from '@server/config';
import { openDb } from '@server/db/open';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { seedScale } from '@server/seed/scale/seed-scale';

/**
 * `npm run seed:scale -- --members N --days D [--plays P] [--connections C]`: a year of a busy site's history in
 * the configured database (DATABASE_URL, else PGlite under DATA_DIR), for the `scale` bench and for trying the
 * console on a large database (server/src/seed/scale/). Migrates and seeds the demo agent first, as a start
 * would. Not an operator command: a load tool, like ledger-burst.ts; never on a site with real members.
 */
const USAGE =
  'usage: npm run seed:scale -- [--members 20000] [--days 365] [--plays 10000000] [--connections 2]';

const main = async () => {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '20000' },
      days: { type: 'string', default: '365' },
      plays: { type: 'string', default: '10000000' },
      connections: { type: 'string', default: '2' },
    },
  });
  const sizes = {
    members: Number(values.members),
    days: Number(values.days),
    plays: Number(values.plays),
    connections: Number(values.connections),
  };
  if (Object.values(sizes).some((n) => !Number.isSafeInteger(n) || n < 1)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // Invented members and money in a real site's books could not be told from real ones afterwards.
  if (config.NODE_ENV === 'production' && config.TEST_DEPLOYMENT !== 'yes') {
    console.error(
      'seed:scale refused: it writes invented members and money, and this is a production site ' +
        '(NODE_ENV=production); on a test database set NODE_ENV=development or TEST_DEPLOYMENT=yes',
    );
    return 2;
  }
  // A day's block of a heavy shard runs for minutes: no request's time limit here.
  const db = await openDb({ ...config, DB_STATEMENT_TIMEOUT_MS: 24 * 60 * 60 * 1000 }, 'owner');
  try {
    await migrateAsOwner(db, config);
    await applySeed(db, readSeedFile(config.SEED_FILE), businessClock(config)());
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`;
    console.log(
      `seeding ${where}: ${sizes.members} members, ${sizes.days} days, about ${sizes.plays} rounds, ` +
        `${sizes.connections} connection(s)`,
    );
    const done = await seedScale(db, sizes, config.DEFAULT_AGENT_CODE, (line) => console.log(line));
    console.log(`seeded ${done.plays} rounds in ${done.seconds.toFixed(1)} s`);
    return 0;
  } finally {
    await db.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
