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
 * PGlite directory with the demo agent seeded. Resolves once /healthz answers; `stop()` ends it.
 */
export const startSiteServer = async (staticDir: string) => {
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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null || child.signalCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error('site server not healthy after 120 s');
};
