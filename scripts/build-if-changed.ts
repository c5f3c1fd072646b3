import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
  web: [...common, 'vite.config.ts', 'liff.config.json', 'shared', 'web-app', 'liff-app', 'games/pages'],
  server: [...common, 'server/src', 'games', 'shared/contract', 'scripts/build-server.ts'],
};

const filesUnder = (path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
};

export const sourceHash = (paths: string[]) => {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(filesUnder).sort()) {
    hash
      .update(relative(root, join(root, file)))
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

const readStamp = (): Partial<Record<keyof typeof inputs, string>> => {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
};

const main = async () => {
  const stamp = readStamp();
  const web = sourceHash(inputs.web);
  const server = sourceHash(inputs.server);
  const webBuilt = stamp.web === web && existsSync(join(root, 'dist/web-app/index.html'));
  if (!webBuilt) {
    console.log('front ends changed: vite build');
    const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
  const next = { web, server: webBuilt ? stamp.server : undefined };
  if (next.server !== server || !existsSync(join(root, 'dist/server/server.js'))) {
    console.log('server changed: esbuild bundle');
    await buildServer();
    next.server = server;
  }
  writeFileSync(stampFile, JSON.stringify(next));
  if (webBuilt && stamp.server === server) console.log('build up to date');
};

await main();
