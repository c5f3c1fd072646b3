import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The repository root (bench/lib/ is two levels below it). */
export const repoRoot = resolve(new URL('../..', import.meta.url).pathname);

/**
 * A production build into its own folder under .tmp/, so a measurement never overwrites (or reads half of)
 * the dist/ that a running server may be serving.
 */
const viteBuild = async (outDir: string) => {
  await mkdir(resolve(repoRoot, '.tmp'), { recursive: true });
  await new Promise<void>((done, fail) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build exited with ${code}`))));
  });
  return outDir;
};

let shared: Promise<string> | null = null;

/** One build per bench run, shared by the suites that need it (bundle, lighthouse). */
export const benchBuild = () => (shared ??= viteBuild(resolve(repoRoot, '.tmp/bench-dist')));
