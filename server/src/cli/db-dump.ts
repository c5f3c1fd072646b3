import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirLockedError } from '@server/db/data-dir-lock';

/**
 * What `npm run db:backup` and `npm run db:restore` share: PostgreSQL's own tools (pg_dump, pg_restore, from
 * `PG_BIN` when set, else the PATH; their major version at least the server's) run as child processes, and the
 * test of an empty embedded data directory.
 */
export const pgTool = (name: 'pg_dump' | 'pg_restore') =>
  process.env.PG_BIN ? join(process.env.PG_BIN, name) : name;

/** Runs a PostgreSQL tool; resolves with its exit code and what it wrote to stderr. The URL goes in argv. */
export const runTool = (command: string, args: string[]) =>
  new Promise<{ code: number; stderr: string }>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, stderr: `${command}: ${error.message}` }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
  });

/** PGlite data directory files that are ours, not the database's: a restored copy must not carry them. */
export const notDatabaseFiles = new Set(['server.lock', 'server.operator']);

/** True when `dir` holds a database (anything but the lock and operator files), false when absent or empty. */
export const holdsData = (dir: string) =>
  existsSync(dir) && readdirSync(dir).some((name) => !notDatabaseFiles.has(name));

/** `<url>` without its password, for messages. */
export const printable = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/** Runs a command's `main` on this process's arguments and exits with its code: 2 and one plain line on failure. */
export const runToExit = (name: string, main: (argv: string[]) => Promise<number>) =>
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) console.error(error.message);
      else console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
