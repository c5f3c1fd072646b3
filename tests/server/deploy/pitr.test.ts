import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { autocommit } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { openPostgres } from '@server/db/postgres';
import { transfer } from '@server/ledger';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { memberOn } from '../lotto/lotto-fixtures';
import { runCli } from './run-cli';

// Point-in-time recovery as docs/runbook.md describes it, on a throwaway cluster of its own: WAL archived by
// `archive_command`, a base backup (pg_basebackup), two transfers through the ledger with a named restore point
// between them; the base backup restored with the archive up to that point finds exactly the first transfer,
// and ledger:check passes there. PostgreSQL lane only (it needs PostgreSQL's binaries, which CI installs for it).
const binDir = ['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(d));
const root = mkdtempSync(join(tmpdir(), 'pitr-'));
const asRoot = process.getuid?.() === 0;
const postgresUser = () => {
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};
// PostgreSQL refuses to run as root: then every tool runs as the postgres user, on directories it owns.
const user: { uid?: number; gid?: number } = asRoot ? postgresUser() : {};

const tool = (name: string, args: string[]) => {
  const run = spawnSync(join(binDir!, name), args, { ...user, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${name} ${args.join(' ')}: exit ${run.status}\n${run.stderr}`);
  return run.stdout;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const owned = (path: string) => {
  mkdirSync(path, { recursive: true });
  if (asRoot) chownSync(path, user.uid!, user.gid!);
  return path;
};

const start = (data: string, port: number) =>
  tool('pg_ctl', [
    '-D',
    data,
    '-l',
    join(root, `${port}.log`),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
const started: string[] = [];
afterAll(() => {
  for (const data of started)
    spawnSync(join(binDir!, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], user);
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!process.env.DATABASE_URL || !binDir)(
  'point-in-time recovery (PostgreSQL lane only: a cluster of its own from PostgreSQL binaries)',
  () => {
    it('restores to a named point between two transfers and finds exactly the first; ledger:check passes', async () => {
      owned(root);
      const archive = owned(join(root, 'wal'));
      const primary = join(root, 'primary');
      tool('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      appendFileSync(
        join(primary, 'postgresql.conf'),
        `wal_level = replica\narchive_mode = on\narchive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'\nfsync = off\n`,
      );
      const port = await freePort();
      start(primary, port);
      started.push(primary);
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

      const db = await openPostgres(url, 2);
      let first: string;
      try {
        await migrate(db);
        await applySeed(db, readSeedFile('./server/seed/demo-agent.json'));
        const member = await memberOn(db, 100_00);
        tool('pg_basebackup', ['-d', url, '-D', join(root, 'base'), '-X', 'stream', '-c', 'fast']);

        const move = (key: string) =>
          transfer(autocommit(db), {
            key,
            from: { member: member.id, walletTypeId: 1 },
            to: { house: 'game:pitr' },
            amount: 10_00 as never,
            kind: 'bet',
            description: 'เดิมพัน',
          });
        first = String((await move('pitr:first')).transferId);
        await db.query(`SELECT pg_create_restore_point('between-transfers')`);
        await move('pitr:second');
        // The segment holding both goes to the archive now, not when it fills.
        const { rows } = await db.query<{ wal: string }>(`SELECT pg_walfile_name(pg_switch_wal()) AS wal`);
        for (let i = 0; i < 300 && !existsSync(join(archive, rows[0]!.wal)); i += 1)
          await new Promise((done) => setTimeout(done, 100));
        expect(readdirSync(archive)).toContain(rows[0]!.wal);
      } finally {
        await db.close();
      }

      const restored = join(root, 'restored');
      cpSync(join(root, 'base'), restored, { recursive: true });
      if (asRoot) spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, restored]);
      appendFileSync(
        join(restored, 'postgresql.conf'),
        `restore_command = 'cp ${archive}/%f %p'\nrecovery_target_name = 'between-transfers'\nrecovery_target_action = 'promote'\n`,
      );
      writeFileSync(join(restored, 'recovery.signal'), '');
      if (asRoot) chownSync(join(restored, 'recovery.signal'), user.uid!, user.gid!);
      const restoredPort = await freePort();
      start(restored, restoredPort);
      started.push(restored);
      const restoredUrl = `postgres://postgres@127.0.0.1:${restoredPort}/postgres`;

      const back = await openPostgres(restoredUrl, 1);
      try {
        for (let i = 0; i < 300; i += 1) {
          const { rows } = await back.query<{ recovering: boolean }>(
            'SELECT pg_is_in_recovery() AS recovering',
          );
          if (!rows[0]!.recovering) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        const { rows } = await back.query<{ idem_key: string; id: string }>(
          `SELECT idem_key, id::text FROM ledger_transfers WHERE idem_key LIKE 'pitr:%' ORDER BY id`,
        );
        expect(rows).toEqual([{ idem_key: 'pitr:first', id: first! }]);
      } finally {
        await back.close();
      }
      const check = await runCli('ledger-check', [], {
        ...process.env,
        DATABASE_URL: restoredUrl,
        LOG_LEVEL: 'warn',
      });
      expect(check.output).toContain('ledger OK on PostgreSQL');
      expect(check.code).toBe(0);
    }, 120_000);
  },
);
