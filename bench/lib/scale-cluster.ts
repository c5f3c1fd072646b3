import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '@server/db/migrate';
import { openPostgres } from '@server/db/postgres';
import { migrateHosted } from '@server/host';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { seedScale, type ScaleSizes } from '@server/seed/scale/seed-scale';
import { startPostgres, type ThrowawayPostgres } from './postgres';
import { BENCH_MEMBERS } from './scale-fixture';
import { repoRoot } from './vite-build';

/** The two databases of the scale suite, in one cluster: the same schema and fixtures, one with the history. */
export const SCALE_DATABASES = ['empty', 'seeded'] as const;

/** The seeded history's sizes (SCALE_MEMBERS, SCALE_DAYS, SCALE_PLAYS; the defaults). */
export const scaleSizes = (): ScaleSizes => ({
  members: Number(process.env.SCALE_MEMBERS ?? 20_000),
  days: Number(process.env.SCALE_DAYS ?? 365),
  plays: Number(process.env.SCALE_PLAYS ?? 10_000_000),
  connections: Number(process.env.SCALE_CONNECTIONS ?? 2),
});

const SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  shared_buffers: '512MB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
};

/**
 * Every file that shapes the cached databases (the schema's SQL, the seeder, the cached fixture): a cached cluster
 * is reused only while none of them changed.
 */
const schemaHash = () => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(sql|ts)$/.test(entry.name)) hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ['server/migrations', 'server/sql', 'games/migrations', 'server/src/seed/scale'])
    walk(join(repoRoot, dir));
  hash.update(readFileSync(join(repoRoot, 'bench/lib/scale-fixture.ts')));
  return hash.digest('hex').slice(0, 12);
};

const cacheDir = (sizes: ScaleSizes) =>
  join(
    repoRoot,
    '.tmp/bench-scale',
    `m${sizes.members}-d${sizes.days}-p${sizes.plays}-${new Date().toISOString().slice(0, 10)}-${schemaHash()}`,
  );

/**
 * A throwaway cluster holding `empty` (migrated, the demo agent seeded) and `seeded` (the same, plus
 * `npm run seed:scale`'s history at `sizes`), then `prepare` run on both (the suite's fixtures that are as costly
 * as the history, such as a month of one member's play). Seeding is expensive: the stopped cluster's data
 * directory is kept under .tmp/bench-scale/, keyed by the sizes, the day and a hash of the schema's SQL, and a
 * later run starts from a copy of it. Older keys are removed when a new one is made.
 */
export const scaleCluster = async (
  sizes: ScaleSizes,
  prepare: (url: string, database: (typeof SCALE_DATABASES)[number]) => Promise<void>,
  log: (line: string) => void,
): Promise<Pick<ThrowawayPostgres, 'url' | 'stop'>> => {
  const given = process.env.SCALE_CLUSTER_URL;
  if (given) return givenCluster(given, prepare, log);
  const cache = cacheDir(sizes);
  if (existsSync(join(cache, 'PG_VERSION'))) {
    log(`scale: the seeded cluster from ${cache}`);
    return startPostgres(SETTINGS, { copyFrom: cache });
  }
  const pg = await startPostgres(SETTINGS);
  for (const name of SCALE_DATABASES) {
    pg.run('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(pg.port),
      '-U',
      'postgres',
      '-c',
      `CREATE DATABASE ${name}`,
    ]);
    const url = pg.url.replace(/\/postgres$/, `/${name}`);
    const db = await openPostgres(url, sizes.connections + 1, {
      connectMs: 10_000,
      statementMs: 24 * 3600_000,
      idleInTxMs: 24 * 3600_000,
    });
    await migrate(db);
    await migrateHosted(db);
    await applySeed(db, readSeedFile(join(repoRoot, 'server/seed/demo-agent.json')));
    if (name === 'seeded') {
      const done = await seedScale(db, sizes, 'demo', (line) => log(`scale seed: ${line}`));
      log(`scale seed: ${done.plays} rounds in ${done.seconds.toFixed(0)} s`);
    }
    await db.close();
    await prepare(url, name);
  }
  for (const database of ['postgres', 'seeded', 'empty'])
    pg.run('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(pg.port),
      '-U',
      'postgres',
      '-d',
      database,
      '-c',
      'VACUUM ANALYZE',
    ]);
  const root = join(repoRoot, '.tmp/bench-scale');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  pg.keep(cache);
  log(`scale: seeded cluster kept in ${cache}`);
  return startPostgres(SETTINGS, { copyFrom: cache });
};

/**
 * A cluster of one's own (SCALE_CLUSTER_URL, postgres://…/postgres) whose database `seeded` one `npm run
 * seed:scale` filled (at its own sizes: SCALE_MEMBERS, SCALE_DAYS and SCALE_PLAYS then only label the figures):
 * `empty` is made beside it when missing, both get the migrations added since and the suite's fixtures (once: a
 * later run finds them), and nothing is stopped or deleted. For the
 * default sizes, whose seeding takes an hour here, run once and kept.
 */
const givenCluster = async (
  url: string,
  prepare: (url: string, database: (typeof SCALE_DATABASES)[number]) => Promise<void>,
  log: (line: string) => void,
): Promise<Pick<ThrowawayPostgres, 'url' | 'stop'>> => {
  const admin = await openPostgres(url, 1);
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname = ANY($1)`,
    [[...SCALE_DATABASES]],
  );
  const present = new Set(rows.map((row) => row.datname));
  if (!present.has('seeded'))
    throw new Error(`SCALE_CLUSTER_URL: no database "seeded" (npm run seed:scale fills one)`);
  if (!present.has('empty')) {
    await admin.query(`CREATE DATABASE empty`);
    const db = await openPostgres(url.replace(/\/postgres$/, '/empty'), 2);
    await migrate(db);
    await migrateHosted(db);
    await applySeed(db, readSeedFile(join(repoRoot, 'server/seed/demo-agent.json')));
    await db.close();
  }
  await admin.close();
  log(`scale: the cluster at ${url} (its "seeded" database as npm run seed:scale left it)`);
  for (const name of SCALE_DATABASES) {
    // The migrations since the seeding (a new one applied once), then the suite's fixtures unless a run before
    // this one made them (a second run of the suite on the same cluster).
    const target = url.replace(/\/postgres$/, `/${name}`);
    const db = await openPostgres(target, 2, {
      connectMs: 10_000,
      statementMs: 24 * 3600_000,
      idleInTxMs: 24 * 3600_000,
    });
    await migrate(db);
    await migrateHosted(db);
    const { rows: made } = await db.query(`SELECT 1 FROM members WHERE phone = $1`, [BENCH_MEMBERS.bettor]);
    await db.close();
    if (made.length > 0) log(`scale: ${name} has the suite's fixtures from an earlier run`);
    else await prepare(target, name);
  }
  for (const name of SCALE_DATABASES) {
    const db = await openPostgres(url.replace(/\/postgres$/, `/${name}`), 1, {
      connectMs: 10_000,
      statementMs: 24 * 3600_000,
      idleInTxMs: 24 * 3600_000,
    });
    await db.exec('VACUUM ANALYZE');
    await db.close();
  }
  return { url, stop: () => {} };
};
