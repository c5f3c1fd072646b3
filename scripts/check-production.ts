import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run check:production`: the production image as a deployment builds it. `npm run build` here (dev
 * dependencies present), then a copy of the tree with the build and without node_modules, where
 * `npm ci --omit=dev --offline` installs the production dependencies from npm's cache; there `npm run start:built`
 * must start on a fresh embedded database and serve readiness, the three apps, a game page and their assets, stop
 * cleanly on SIGTERM, and `npm run ledger:check` must run. Vite, Vitest, ESLint, knip and the rest of the dev
 * dependencies are absent there, so anything the server loads from them at run time fails here.
 * `--no-build` reuses dist/ as it is. It takes two to four minutes: not part of `npm test` or `.ci/run`.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--no-build');
const started = Date.now();
const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

/** What an image does not carry: installed packages, version control, local data, caches and test output. */
const notCopied = new Set(['node_modules', '.git', 'data', '.tmp', 'coverage', 'bench/results']);
const copyTree = (to: string) =>
  cpSync(root, to, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source);
      return !notCopied.has(path) && !path.endsWith('.log');
    },
  });

/** This environment without DATABASE_URL (the copy runs the embedded database), plus `extra`. */
const envWith = (extra: Record<string, string>) => {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
};

const get = async (port: number, path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
};

const expectPage = async (port: number, path: string) => {
  const page = await get(port, path);
  if (page.status !== 200 || !page.type.startsWith('text/html')) {
    throw new Error(`GET ${path}: ${page.status} ${page.type}`);
  }
  // The page's first script from the build (a module script, or the first entry the first-screen pages load
  // after painting), served by the static files.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
  if (!script) throw new Error(`GET ${path}: no script of the build in the page`);
  const asset = await get(port, script);
  if (asset.status !== 200) throw new Error(`GET ${script} (from ${path}): ${asset.status}`);
  step(`GET ${path}: 200, its script ${script}: 200`);
};

/**
 * package.json's `start:built` command, run as `sh -c 'exec <command>'` so that node is the process itself (as
 * an image's CMD runs it) and its exit code on SIGTERM is seen; npm between would die of the signal first.
 */
const startServer = (cwd: string, dataDir: string) => {
  const scripts = (
    JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const child = spawn('sh', ['-c', `exec ${scripts['start:built']}`], {
    cwd,
    detached: true,
    env: envWith({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const port = new Promise<number>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (found) done(Number(found));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => fail(new Error(`start:built exited before listening:\n${output}`)));
  });
  /** SIGTERM, as a container runtime stops the image's command. */
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  return { port, stop, output: () => output, kill };
};

const main = async () => {
  if (!skipBuild) {
    step('npm run build');
    run('npm', ['run', 'build'], root);
  } else if (
    !existsSync(join(root, 'dist/server/server.js')) ||
    !existsSync(join(root, 'dist/web-app/index.html'))
  ) {
    throw new Error('--no-build: dist/ has no build; run npm run build first');
  }

  const image = mkdtempSync(join(tmpdir(), 'production-'));
  try {
    step(`copy of the tree with dist/, without node_modules: ${image}`);
    copyTree(image);
    step('npm ci --omit=dev --offline');
    run('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], image);
    for (const devOnly of ['vite', 'vitest', 'eslint', 'knip', '@vitejs/plugin-react']) {
      if (existsSync(join(image, 'node_modules', devOnly))) throw new Error(`${devOnly} was installed`);
    }

    const dataDir = join(image, 'data');
    step('start:built (NODE_ENV=production, a fresh embedded database)');
    const server = startServer(image, dataDir);
    try {
      const port = await server.port;
      let ready = await get(port, '/readyz').catch(() => null);
      for (let i = 0; ready?.status !== 200 && i < 120; i += 1) {
        await new Promise((done) => setTimeout(done, 1000));
        ready = await get(port, '/readyz').catch(() => null);
      }
      if (ready?.status !== 200) throw new Error(`/readyz: ${ready?.status}\n${server.output()}`);
      step(`GET /readyz: 200 ${ready.body}`);
      await expectPage(port, '/?ag=demo');
      await expectPage(port, '/liff/profile');
      await expectPage(port, '/admin/');
      await expectPage(port, '/games/builtin-slot-thai/');
      const code = await server.stop();
      if (code !== 0) throw new Error(`start:built exited ${code} on SIGTERM\n${server.output()}`);
      step('SIGTERM: exit 0');
    } catch (error) {
      server.kill();
      throw error;
    }

    step('npm run ledger:check (operator command, production dependencies only)');
    const check = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
      cwd: image,
      env: envWith({ DATA_DIR: dataDir }),
      encoding: 'utf8',
    });
    if (check.status !== 0)
      throw new Error(`ledger:check exit ${check.status}\n${check.stdout}${check.stderr}`);
    step(check.stdout.trim());
    step('production install: OK');
  } finally {
    rmSync(image, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
