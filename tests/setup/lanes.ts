import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which test files open a database: they run in the `database` projects (on PGlite in `npm test`, and again on
 * PostgreSQL in CI); the others in the `unit` ones, once. Decided from the files themselves, so a new test cannot
 * land in the wrong lane: a file is a database file when it, or a test helper it imports (followed through
 * tests/), opens a database, builds the app, starts a process or reads DATABASE_URL.
 *
 * The files of a project share one module graph per worker (vitest.config.ts); a file that replaces a module
 * (`vi.mock`) needs a graph of its own and goes to the project's `-isolated` twin. The screen files (jsdom, as
 * `// @vitest-environment screen`) are a project of their own: they share a graph and one window per worker
 * (tests/setup/screen-window.ts), each file leaving both as a new one would find them (tests/setup/dom.ts).
 */
const root = resolve(import.meta.dirname, '../..');
const tests = join(root, 'tests');

const opensDatabase = [
  /@server\/db\/(pglite|postgres|open)\b/,
  /@server\/app['"]/,
  /node:child_process/,
  /DATABASE_URL/,
  /@tests\/server\/helpers\/(test-app|test-db)\b/,
];

const importsOf = (file: string, source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].flatMap(([, spec]) => {
    if (spec!.startsWith('@tests/')) return [join(tests, spec!.slice('@tests/'.length))];
    if (spec!.startsWith('.')) return [resolve(dirname(file), spec!)];
    return [];
  });

const withExtension = (path: string) =>
  ['', '.ts', '.tsx', '/index.ts']
    .map((ending) => path + ending)
    .find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });

const known = new Map<string, boolean>();
const touchesDatabase = (file: string, seen = new Set<string>()): boolean => {
  const cached = known.get(file);
  if (cached !== undefined) return cached;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const answer =
    opensDatabase.some((pattern) => pattern.test(source)) ||
    importsOf(file, source).some((target) => {
      const path = withExtension(target);
      return path !== undefined && path.startsWith(tests) && touchesDatabase(path, seen);
    });
  known.set(file, answer);
  return answer;
};

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// A file that replaces modules keeps its own graph: the next file would find the stand-ins.
const replacesModules = (source: string) => /\bvi\.(do)?mock\(/.test(source);
const rendersScreens = (source: string) => /@vitest-environment screen\b/.test(source);
/**
 * A database file whose database is the embedded one by design: it takes DATABASE_URL away from every process it
 * starts ("the embedded database is the point here": a data directory, its lock, the commands beside a server
 * holding it; itself, or through tests/server/ops/ops-process.ts's `startProcess`, which passes DATABASE_URL
 * only when given), or opens PGlite itself and nothing else, and reads neither DATABASE_URL nor the shared test
 * database. It runs once, in `npm test`: on PostgreSQL (`npm run test:database`) it would run unchanged, on
 * PGlite again.
 */
const embeddedOnly = (source: string) =>
  (/\bdelete [\w.]+\.DATABASE_URL\b|\bstartProcess\(/.test(source) || opensOnlyPglite(source)) &&
  !/process\.env\.DATABASE_URL/.test(source) &&
  !/@tests\/server\/helpers\/(test-app|test-db)\b/.test(source);

/** A file that opens PGlite itself (its data directory is the subject) and nothing else: no helper, no process. */
const opensOnlyPglite = (source: string) =>
  /@server\/db\/pglite\b/.test(source) &&
  !/@server\/db\/(open|postgres)\b|@server\/app['"]|node:child_process|DATABASE_URL|from '@tests\//.test(
    source,
  );

export type Lane =
  'unit' | 'unit-isolated' | 'screens' | 'database' | 'database-isolated' | 'embedded-database';

const laneOf = (file: string): Lane => {
  const source = readFileSync(file, 'utf8');
  const database = touchesDatabase(file);
  if (replacesModules(source)) return database ? 'database-isolated' : 'unit-isolated';
  if (database) return embeddedOnly(source) ? 'embedded-database' : 'database';
  return rendersScreens(source) ? 'screens' : 'unit';
};

export const testLanes = () => {
  const lanes: Record<Lane, string[]> = {
    unit: [],
    'unit-isolated': [],
    screens: [],
    database: [],
    'database-isolated': [],
    'embedded-database': [],
  };
  for (const file of testFiles(tests)) lanes[laneOf(file)].push(relative(root, file));
  return lanes;
};
