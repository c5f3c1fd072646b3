import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server';

/**
 * `npm start`'s build step: rebuilds the front ends (vite) and the server bundle (esbuild) only when their
 * sources changed since the last build. The stamp (dist/.build-stamp.json) holds a hash of the contents of
 * every source file of each; a fresh clone has no dist/ and so builds everything. Vite empties dist/, so a
 * front-end build is always followed by a server build.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'dist/.build-stamp.json');

const common = ['package-lock.json', 'tsconfig.json', 'aliases.ts'];
const inputs = {
  web: [
    ...common,
    'vite.config.ts',
    'liff.config.json',
    'shared',
    'web-app',
    'liff-app',
    'admin-app',
    'games/pages',
  ],
  server: [...common, 'server/src', 'games', 'shared/contract', 'scripts/build-server.ts'],
};

const filesUnder = (path: string, base = root): string[] => {
  const full = join(base, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => filesUnder(join(path, entry.name), base));
};

export const sourceHash = (paths: string[], base = root) => {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => filesUnder(path, base)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(base, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

type Stamp = Partial<Record<keyof typeof inputs, string>>;

const readStamp = (): Stamp => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
};

/**
 * What must be built, from the last stamp, the current source hashes and whether the outputs exist. Vite empties
 * dist/, so a front-end build takes the server bundle with it.
 */
export const planBuild = (
  stamp: Stamp,
  current: Required<Stamp>,
  present: { web: boolean; server: boolean },
) => {
  const web = stamp.web !== current.web || !present.web;
  return { web, server: web || stamp.server !== current.server || !present.server };
};

const main = async () => {
  const stamp = readStamp();
  const current = { web: sourceHash(inputs.web), server: sourceHash(inputs.server) };
  const plan = planBuild(stamp, current, {
    web: existsSync(join(root, 'dist/web-app/index.html')),
    server: existsSync(join(root, 'dist/server/server.js')),
  });
  if (plan.web) {
    console.log('front ends changed: vite build');
    const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
  if (plan.server) {
    console.log('server changed: esbuild bundle');
    await buildServer();
  }
  writeFileSync(stampFile, JSON.stringify(current));
  if (!plan.web && !plan.server) console.log('build up to date');
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
