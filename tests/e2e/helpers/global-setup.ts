import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { buildServer } from '@scripts/build-server';
import { copyStrategy } from '@tests/server/helpers/pg-copy';
import { e2eScript, serverBundleDir, staticDir } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** On PostgreSQL, the migrated database each server's database is copied from ('' on PGlite). */
    e2ePostgresTemplate: string;
  }
}

const root = resolve(import.meta.dirname, '../../..');
const tmp = resolve(root, '.tmp');

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

/**
 * PGlite's data directory with every migration applied, made once per run by the global setup: each server
 * starts from a copy of it (its own seed and the demo owner still run at boot, on its own business clock).
 */
const migratedPglite = resolve(tmp, 'e2e-pglite-migrated');

const prepareMigratedPglite = async () => {
  rmSync(migratedPglite, { recursive: true, force: true });
  const db = await openPglite({ dataDir: migratedPglite });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
};

/**
 * On PostgreSQL, the same once per run: a database with every migration applied, which each server's database is
 * copied from (CREATE DATABASE ... TEMPLATE: a file copy, where migrating each one took seconds of the server's).
 */
const prepareMigratedPostgres = async (given: string) => {
  const name = `e2e_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(given, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(given);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 2);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return name;
};

/** A fresh database per run, so a LINE user linked by one run is new to the next. */
export const freshDatabase = async (postgresTemplate = '') => {
  const given = process.env.E2E_DATABASE_URL;
  if (!given) {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'));
    if (existsSync(migratedPglite)) cpSync(migratedPglite, dir, { recursive: true });
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `e2e_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(given, 1);
  const copy = postgresTemplate ? ` TEMPLATE ${postgresTemplate}${await copyStrategy(admin)}` : '';
  await admin.query(`CREATE DATABASE ${name}${copy}`);
  await admin.close();
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const cleanup = await openPostgres(given, 1);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // The server's start created its app role (server/src/db/app-role.ts); roles outlive databases.
      await cleanup.query(`DROP ROLE IF EXISTS ${name}_app`);
      await cleanup.close();
    },
  };
};

/** A server that could not listen: its port was taken between freePort and its start (by another test's server). */
export class PortTaken extends Error {}

/**
 * Ready when this server printed that it listens (server/src/server.ts: the site's URL with `/?ag=`) and answers
 * /healthz: a health answer alone may come from another process that took the port meanwhile, and the test would
 * then talk to a server that is not its own.
 */
export const waitForHealth = async (baseURL: string, server: ChildProcess, seconds: number) => {
  let said = '';
  const hear = (chunk: Buffer) => {
    said += chunk.toString('latin1');
  };
  server.stdout?.on('data', hear);
  server.stderr?.on('data', hear);
  try {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) {
        if (said.includes('EADDRINUSE')) throw new PortTaken(`port of ${baseURL} taken`);
        throw new Error(`server exited with ${server.exitCode}; see .tmp/e2e-server.log`);
      }
      if (said.includes('/?ag=')) {
        try {
          const answer = await fetch(`${baseURL}/healthz`);
          if (answer.ok) return;
        } catch {
          // not answering yet
        }
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`server not healthy after ${seconds} s; see .tmp/e2e-server.log`);
  } finally {
    server.stdout?.off('data', hear);
    server.stderr?.off('data', hear);
  }
};

export const stop = (server: ChildProcess) =>
  new Promise<void>((done) => {
    if (server.exitCode !== null || server.signalCode !== null) return done();
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });

/**
 * Builds both front ends once (into .tmp/e2e-dist, so a run never touches the dist/ someone may be serving),
 * starts the real server on a free loopback port with the mock LIFF login allowed, and stops it at the end.
 */
export default async function setup(project: TestProject) {
  mkdirSync(tmp, { recursive: true });
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'warn'],
    // The production build, as `npm start` serves it: vitest's NODE_ENV=test would make Vite build with
    // import.meta.env.DEV on (answer checks, zod and its eval probe in the member apps' first screens).
    // The LIFF SDK is the mock even once a test gives the agent LIFF ids (a broadcast's card needs one): the
    // browser cannot reach LINE (liff-app/src/lib/liff.ts, VITE_LIFF_MOCK).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_LIFF_MOCK: 'on' } },
  );
  if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
  await buildServer(serverBundleDir, { commands: true });
  const given = process.env.E2E_DATABASE_URL;
  const postgresTemplate = given ? await prepareMigratedPostgres(given) : '';
  if (!given) await prepareMigratedPglite();
  project.provide('e2ePostgresTemplate', postgresTemplate);
  const dropTemplate = async () => {
    if (!given || !postgresTemplate) return;
    const cleanup = await openPostgres(given, 1);
    await cleanup.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await cleanup.close();
  };

  const database = await freshDatabase(postgresTemplate);
  const port = await freePort();
  const log = createWriteStream(resolve(tmp, 'e2e-server.log'));
  const [node, ...args] = e2eScript('server');
  const server = spawn(node, args, {
    cwd: root,
    env: {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: staticDir,
      LIFF_MOCK: 'on',
      // Production build with the LIFF mock on: the server refuses that without this.
      TEST_DEPLOYMENT: 'yes',
      SEED: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, 120);
  } catch (error) {
    await stop(server);
    await database.drop();
    await dropTemplate();
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    await stop(server);
    log.end();
    await database.drop();
    await dropTemplate();
  };
}
