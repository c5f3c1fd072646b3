import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../ops/ops-process';

// Throwaway PostgreSQL clusters of this machine's binaries under /tmp: a primary and its streaming replica
// (pg_basebackup -R), for the tests that need a server of their own (a replica of the shared test server would
// copy every test database).
const run = promisify(execFile);

const binDir = () => {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
        .pop()
    : undefined;
  return version ? join(root, version, 'bin') : undefined;
};

/** Whether this machine can start clusters of its own (Debian's PostgreSQL binaries). */
export const clustersAvailable = () => binDir() !== undefined;

const asRoot = process.getuid?.() === 0;
/** A PostgreSQL binary, as the postgres user when we are root (initdb and the server refuse root). */
const pg = (binary: string, args: string[]) => {
  const path = join(binDir()!, binary);
  return asRoot
    ? run('su', ['postgres', '-s', '/bin/sh', '-c', [path, ...args].map((a) => `'${a}'`).join(' ')])
    : run(path, args);
};

export type Cluster = {
  port: number;
  dir: string;
  url: (database: string) => string;
  stop: () => Promise<void>;
};

const start = async (dir: string, port: number, socketDir: string): Promise<Cluster> => {
  const settings = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await pg('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-o', settings, 'start']);
  return {
    port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pg('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    },
  };
};

/**
 * A primary (trust on loopback, replication allowed: initdb's own pg_hba) and, once `replicate` is called, its
 * hot standby from `pg_basebackup -R` streaming from it. `remove` stops both and deletes their files.
 */
export const startPrimary = async () => {
  const root = mkdtempSync('/tmp/pg-replica-test-');
  if (asRoot) chownSync(root, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const primaryDir = join(root, 'primary');
  await pg('initdb', [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const primary = await start(primaryDir, await freePort(), root);
  const clusters: Cluster[] = [primary];
  return {
    primary,
    replicate: async () => {
      const dir = join(root, 'replica');
      await pg('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        dir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast', // not spread over minutes
        '--no-sync',
      ]);
      const replica = await start(dir, await freePort(), root);
      clusters.push(replica);
      return replica;
    },
    remove: async () => {
      for (const cluster of clusters.reverse()) await cluster.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
};
