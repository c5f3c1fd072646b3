import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './vite-build';

const freePort = () =>
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
 * The production server (`server/src/server.ts`) serving a given build on a free loopback port, on a fresh
 * PGlite directory with the demo agent seeded. With `fill`, the server is started once (it migrates and seeds),
 * stopped, `fill` writes into its data directory (PGlite is one process), and it is started again on it.
 * Resolves once /healthz answers; `stop()` ends it.
 */
export const startSiteServer = async (staticDir: string, fill?: (dataDir: string) => Promise<void>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    LIFF_MOCK: 'on',
    TEST_DEPLOYMENT: 'yes', // a production build with the LIFF mock: refused without it
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database, whatever the shell has set
  const baseURL = `http://127.0.0.1:${port}`;
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });

  const spawnServer = async () => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const end = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
      const healthy = await fetch(`${baseURL}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (healthy) return end;
      await new Promise((wait) => setTimeout(wait, 250));
    }
    await end();
    throw new Error('site server not healthy after 120 s');
  };

  try {
    if (fill) {
      await (
        await spawnServer()
      )();
      await fill(dataDir);
    }
    const end = await spawnServer();
    const stop = async () => {
      await end();
      removeData();
    };
    return { baseURL, stop };
  } catch (error) {
    removeData();
    throw error;
  }
};
