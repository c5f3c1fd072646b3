import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The directory of the server binaries (initdb, pg_ctl, pgbench, ...). */
  bin: string;
  /** Runs one of the binaries as the cluster's owner; answers its stdout. */
  run: (program: string, args: string[]) => string;
  /** Runs pgbench against database `db` of this cluster; answers its transactions per second. */
  pgbench: (db: string, args: string[]) => number;
  /** The same, with the number of transactions done; throws when any transaction failed. */
  pgbenchRun: (db: string, args: string[]) => { tps: number; transactions: number };
  /** The server's log (stderr), where log_statement writes what clients send. */
  logFile: string;
  /** The postmaster's process id (its children are the cluster's backends and workers). */
  pid: () => number;
  stop: () => void;
  /** Stops the cluster cleanly and moves its data directory to `target` instead of deleting it. */
  keep: (target: string) => void;
};

/** The newest Debian PostgreSQL binaries (/usr/lib/postgresql/<version>/bin). */
const postgresBin = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
  return bin;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 for a benchmark: initdb in a temporary directory (as the
 * `postgres` user when running as root, since PostgreSQL refuses to run as root), trust authentication, a free
 * port. `stop()` shuts it down and deletes the directory.
 */
export const startPostgres = async (
  settings: Record<string, string> = {},
  /** A stopped cluster's data directory (kept by `keep`) to start a copy of, instead of a new one. */
  start: { copyFrom?: string } = {},
): Promise<ThrowawayPostgres> => {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = [join(bin, program), ...args];
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quote).join(' ')], {
          encoding: 'utf8',
        })
      : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };
  const data = join(dir, 'data');
  if (start.copyFrom) execFileSync('cp', ['-a', start.copyFrom, data]);
  else run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = Object.entries({
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: '100',
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  const keep = (target: string) => {
    stopped = true;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    renameSync(data, target);
    rmSync(dir, { recursive: true, force: true });
  };
  const pgbenchRun = (db: string, args: string[]) => {
    const out = run('pgbench', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', ...args, db]);
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    const transactions = /actually processed: (\d+)/.exec(out)?.[1];
    if (!tps || !transactions) throw new Error(`pgbench printed no tps:\n${out}`);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    if (failed > 0) throw new Error(`pgbench: ${failed} transactions failed:\n${out}`);
    return { tps: Number(tps), transactions: Number(transactions) };
  };
  const pgbench = (db: string, args: string[]) => pgbenchRun(db, args).tps;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url, port, bin, run, pgbench, pgbenchRun, logFile: join(dir, 'log'), pid, stop, keep };
};
