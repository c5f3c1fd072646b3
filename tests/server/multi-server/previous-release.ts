import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// The previous release, as a rolling deploy still runs it beside this one: the tree just before the newest
// commit that changed the schema (server/migrations or server/sql), its server bundled by its own build script
// against this tree's node_modules. Nothing is installed: when its dependencies differ from ours the answer is a
// reason to skip, not a build.
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

const git = async (...args: string[]) =>
  (await run('git', args, { cwd: root, maxBuffer: 1 << 26 })).stdout.trim();

const dependenciesOf = (packageJson: string) => JSON.stringify(JSON.parse(packageJson).dependencies);

export type PreviousRelease =
  | { ok: true; commit: string; script: [node: string, ...args: string[]]; remove: () => void }
  | { ok: false; reason: string };

export const buildPreviousRelease = async (): Promise<PreviousRelease> => {
  const schemaChange = await git('log', '-1', '--format=%H', '--', 'server/migrations', 'server/sql').catch(
    () => '',
  );
  if (!schemaChange) return { ok: false, reason: 'no git history here' };
  const commit = await git('rev-parse', `${schemaChange}^`).catch(() => '');
  if (!commit) return { ok: false, reason: 'the newest schema change has no parent commit' };
  const theirs = await git('show', `${commit}:package.json`);
  if (dependenciesOf(theirs) !== dependenciesOf(readFileSync(join(root, 'package.json'), 'utf8')))
    return {
      ok: false,
      reason: `${commit.slice(0, 8)} has other dependencies: it would need its own npm ci`,
    };
  const dir = mkdtempSync(join(tmpdir(), 'previous-release-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const paths = [
      'server',
      'shared',
      'games',
      'scripts',
      'package.json',
      'tsconfig.json',
      'liff.config.json',
    ];
    await run('sh', ['-c', `git archive ${commit} ${paths.join(' ')} | tar -x -C '${dir}'`], {
      cwd: root,
      maxBuffer: 1 << 26,
    });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    await run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: dir });
  } catch (error) {
    remove();
    throw error;
  }
  const script: [string, ...string[]] = [process.execPath, join(dir, 'dist/server/server.js')];
  return { ok: true, commit, script, remove };
};
