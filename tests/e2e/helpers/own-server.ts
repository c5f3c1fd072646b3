import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { PortTaken, freePort, freshDatabase, stop, waitForHealth } from './global-setup';
import { e2eScript, staticDir } from './server-bundle';

const root = resolve(import.meta.dirname, '../../..');

/** The operator commands of package.json that the money tests need (`npm run ledger:adjust` and the like). */
type OperatorCommand = 'ledger-adjust' | 'payment-withdrawal' | 'admin-create-owner';

export type OwnServer = {
  baseURL: string;
  /** The sandbox payment controls' tester token this server was started with. */
  sandboxToken: string;
  /** This server's PostgreSQL database (E2E_DATABASE_URL runs only; undefined on PGlite). */
  databaseUrl?: string;
  /** Runs an operator command line against this server's database and answers what it printed. */
  operator: (command: OperatorCommand, args: string[]) => Promise<string>;
  /** Stops the server and starts it again on the same port and database with `extra` in its environment. */
  restart: (extra: NodeJS.ProcessEnv) => Promise<void>;
  close: () => Promise<void>;
};

const run = (command: OperatorCommand, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<string>((done, fail) => {
    const [node, ...script] = e2eScript(`cli/${command}`);
    const child = spawn(node, [...script, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });

/**
 * A server of the test file's own, on the front ends global-setup built, with the sandbox payment controls on
 * and a fresh database, so the file may run operator commands against it the way an operator would.
 *
 * On PostgreSQL (E2E_DATABASE_URL) the command runs beside the live server, as in production. PGlite lets one
 * process open a data directory, so there the honest equivalent is a maintenance window: the server stops
 * (SIGTERM, requests in flight finish), the command runs on the data directory, and the server starts again
 * on the same port; the browser keeps its session, as after any deploy.
 */
export const startOwnServer = async (name: string, extra: NodeJS.ProcessEnv = {}): Promise<OwnServer> => {
  if (!existsSync(resolve(staticDir, 'web-app/index.html')))
    throw new Error('no .tmp/e2e-dist: run through vitest.e2e.config.ts (its global setup builds it)');
  const database = await freshDatabase(inject('e2ePostgresTemplate'));
  let port = await freePort();
  let baseURL = `http://127.0.0.1:${port}`;
  const sandboxToken = randomBytes(24).toString('base64url');
  const log = createWriteStream(resolve(root, `.tmp/e2e-server-${name}.log`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  // The PGlite directory must win over a DATABASE_URL the shell may carry.
  if (!('DATABASE_URL' in database.env)) delete env.DATABASE_URL;

  let server: ChildProcess | null = null;
  // `extra` (e.g. CLOCK_OFFSET_MS) until a restart gives other values.
  let extraEnv: NodeJS.ProcessEnv = extra;
  const boot = async () => {
    const [node, ...args] = e2eScript('server');
    const child = spawn(node, args, {
      cwd: root,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        STATIC_DIR: staticDir,
        LIFF_MOCK: 'on',
        SEED: 'on',
        PAYMENT_SANDBOX_CONTROL: 'on',
        SANDBOX_CONTROL_TOKEN: sandboxToken,
        // Production build with test switches on: the server refuses that without this.
        TEST_DEPLOYMENT: 'yes',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    server = child;
    await waitForHealth(baseURL, child, 120).catch((error: Error) => {
      if (error instanceof PortTaken) throw error;
      throw new Error(`${error.message.replace('e2e-server.log', `e2e-server-${name}.log`)}`);
    });
  };

  const close = async () => {
    if (server) await stop(server);
    server = null;
    log.end();
    await database.drop();
  };

  try {
    // Another test's server may take the port between freePort and this one's listen: another port, then.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boot();
        break;
      } catch (error) {
        if (!(error instanceof PortTaken) || attempt === 3) throw error;
        port = await freePort();
        baseURL = `http://127.0.0.1:${port}`;
      }
    }
  } catch (error) {
    await close();
    throw error;
  }

  const operator = async (command: OperatorCommand, args: string[]) => {
    if ('DATABASE_URL' in database.env) return run(command, args, env);
    if (server) await stop(server);
    server = null;
    try {
      return await run(command, args, env);
    } finally {
      await boot();
    }
  };

  const restart = async (extra: NodeJS.ProcessEnv) => {
    if (server) await stop(server);
    server = null;
    extraEnv = extra;
    await boot();
  };

  const databaseUrl = 'DATABASE_URL' in database.env ? database.env.DATABASE_URL : undefined;
  return { baseURL, sandboxToken, databaseUrl, operator, restart, close };
};
