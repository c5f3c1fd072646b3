import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { checkLedger } from '@server/ledger';
import { applySeed, readSeedFile } from '@server/seed/seed';
import {
  bulkBills,
  createMarket,
  createRound,
  memberOn,
  roundTotals,
  setResult,
} from '../lotto/lotto-fixtures';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { startProcess } from './ops-process';

// Every command of package.json that runs a file of server/src/cli, started beside a running server that holds
// the embedded database: none opens the data directory itself (a DataDirLockedError stack trace, exit 1, was
// lotto:settle's answer); each runs through the server or answers exit 2 with a plain message.
const dir = mkdtempSync(join(tmpdir(), 'pglite-every-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

const command = (file: string, args: string[]): Promise<Run> => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // the embedded database is the point here
  delete env.PUBLIC_URL;
  delete env.SANDBOX_CONTROL_TOKEN;
  const [node, ...script] = serverScript(`cli/${file}`);
  const child = spawn(node, [...script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
};

/** The commands package.json runs from server/src/cli, by script name, with the file each runs. */
const cliScripts = () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return Object.fromEntries(
    Object.entries(scripts)
      .map(([name, line]) => [name, /^tsx server\/src\/cli\/([\w-]+)\.ts$/.exec(line)?.[1]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
};

/** A round with a confirmed result and `count` bills still pending, written before the server starts. */
const pendingRound = async (count: number) => {
  const db = await openPglite({ dataDir: dir });
  try {
    await migrate(db);
    await applySeed(db, readSeedFile('./server/seed/demo-agent.json'));
    const round = await createRound(db, await createMarket(db, 'government'));
    await bulkBills(db, await memberOn(db), round, count);
    await setResult(db, round, { kind: 'draw', first_prize: '000000', front3: [], back3: [], bottom2: '06' });
    return round;
  } finally {
    await db.close();
  }
};

/** A stack trace, or the lock error a second opener of the directory meets. */
const crashed = (run: Run) =>
  /^\s+at /m.test(run.stderr) || /DataDirLockedError/.test(run.stderr + run.stdout);

describe('every operator command beside a running embedded server', () => {
  it('runs through the server or refuses plainly; none opens the data directory or crashes', async () => {
    const round = await pendingRound(300);
    const server = startProcess(serverScript('server'), {
      DATA_DIR: dir,
      PORT: '0',
      SEED: 'on',
      NODE_ENV: 'test',
      LOTTO_JOBS_INTERVAL_MS: '0', // the re-run settles the round, not the server's own job
      STATIC_DIR: join(dir, 'no-build'),
    });
    await server.listening();
    const tester = /send the tester token (\S+) /.exec(server.output())?.[1];
    expect(tester).toBeDefined();

    /** Per script: the runs, and what each must answer (exit code, and text in its output). */
    const runs: Record<string, { args: string[]; code: number; says: string }[]> = {
      'ledger:check': [{ args: [], code: 0, says: `ledger OK on PGlite (${dir})` }],
      'ledger:adjust': [
        { args: [], code: 2, says: 'usage: npm run ledger:adjust' },
        {
          args: ['--agent', 'demo', '--phone', '0800000001', '--amount', '10', '--direction', 'credit'],
          code: 2,
          says: 'usage: npm run ledger:adjust',
        },
      ],
      'lotto:settle': [
        { args: ['--round', 'x'], code: 2, says: 'usage: npm run lotto:settle' },
        { args: ['--round', '999999999'], code: 1, says: 'done 0 0 missing' },
        {
          args: ['--round', String(round), '--batch', '100'],
          code: 0,
          says: `done 300 ${3 * 900_00} settled`,
        },
        { args: ['--round', String(round)], code: 0, says: 'done 0 0 settled' }, // nothing pays twice
      ],
      // Not an operator command: the server holding the directory applied the migrations at its start.
      'db:migrate': [{ args: [], code: 2, says: 'nothing to do here' }],
      // Not operator commands either: a backup or restore of the embedded database needs it to itself.
      'db:backup': [{ args: [], code: 2, says: 'is in use by process' }],
      // A load tool, not an operator command: invented history, never beside a live site's server.
      'seed:scale': [
        { args: ['--members', 'many'], code: 2, says: 'usage: npm run seed:scale' },
        { args: ['--members', '10', '--days', '1'], code: 2, says: 'is in use by process' },
      ],
      'db:restore': [
        { args: [], code: 2, says: 'usage: npm run db:restore' },
        { args: ['package.json', '--force'], code: 2, says: 'is in use by process' },
      ],
      'payment:withdrawal': [{ args: ['list'], code: 0, says: 'no pending withdrawals' }],
      'payment:transfer': [
        { args: ['review'], code: 0, says: '' },
        { args: ['nonsense'], code: 2, says: 'usage: npm run payment:transfer' },
      ],
      'admin:create-owner': [
        { args: ['ops-owner'], code: 0, says: 'one-time password: ' },
        { args: ['ops-owner'], code: 1, says: 'refused' },
      ],
      // Not an operator command: the tester's remote control, over HTTP to the server that holds DATA_DIR.
      'payment:sandbox': [
        { args: ['mode', 'ok', '--token', tester!], code: 0, says: 'sandbox mode: ok' },
        { args: ['mode', 'ok', '--token', 'wrong'], code: 1, says: 'refused: 401' },
        { args: ['paid', 'D404', '--token', tester!], code: 1, says: 'refused' },
        { args: ['mode', 'ok', '--url', 'http://127.0.0.1:9'], code: 2, says: 'cannot reach the server' },
      ],
    };
    const scripts = cliScripts();
    // A new command must be added above: the table covers every script of server/src/cli.
    expect(Object.keys(runs).sort()).toEqual(Object.keys(scripts).sort());

    try {
      for (const [script, cases] of Object.entries(runs)) {
        for (const expected of cases) {
          const run = await command(scripts[script]!, expected.args);
          const what = `${script} ${expected.args.join(' ')}\n${run.stdout}${run.stderr}`;
          expect(crashed(run), what).toBe(false);
          expect(run.code, what).toBe(expected.code);
          expect(run.stdout + run.stderr, what).toContain(expected.says);
        }
      }
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);

    // What ran, ran in the server: each operator command left its audit row there, with its exit code.
    const db = await openPglite({ dataDir: dir });
    try {
      const { rows } = await db.query<{ target_id: string; exit_code: number }>(
        `SELECT target_id, (after->>'exit_code')::int AS exit_code FROM audit_log
          WHERE action = 'operator.run' ORDER BY id`,
      );
      expect(rows.map((row) => `${row.target_id} ${row.exit_code}`)).toEqual(
        Object.entries(runs)
          .filter(
            ([script]) =>
              !['payment:sandbox', 'db:migrate', 'db:backup', 'db:restore', 'seed:scale'].includes(script),
          )
          .flatMap(([script, cases]) => cases.map((c) => `${script} ${c.code}`)),
      );
      expect(await roundTotals(db, round)).toMatchObject({ pending: 0, won: 3, lost: 297, transfers: 3 });
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
