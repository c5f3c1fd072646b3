import { spawn } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoRoot } from './vite-build';

/**
 * The floor app (bench/floor/) built into .tmp/bench-floor-dist and laid out as a site build, its page in the
 * place of each front end's index.html, so the production server serves it exactly as it serves the member
 * apps: same headers, same precompressed files, same HTML compression.
 */
export const floorBuild = async () => {
  const outDir = resolve(repoRoot, '.tmp/bench-floor-dist');
  await new Promise<void>((done, fail) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--config', 'bench/floor.vite.config.ts', '--outDir', outDir, '--logLevel', 'warn'],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`floor build exited with ${code}`))));
  });
  for (const app of ['web-app', 'liff-app', 'admin-app']) {
    await mkdir(resolve(outDir, app), { recursive: true });
    await copyFile(resolve(outDir, 'index.html'), resolve(outDir, app, 'index.html'));
  }
  return outDir;
};
