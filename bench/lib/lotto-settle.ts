import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { winningNumbers, outcomeOfDraw } from '@server/lotto/outcome';
import { settleRound } from '@server/lotto/settle';
import { benchMembers } from './bench-app';
import type { ThrowawayPostgres } from './postgres';
import { medianResult } from './report';
import type { BenchResult } from './types';

/**
 * Settlement of a round of BILLS bills (`settleRound`, the server's job and re-run), in bills paid per second,
 * against pgbench running the same SQL (`lotto_settle_batch` over an identical round, batches of BATCH) on the
 * same cluster in the same run. One settler per round, as the job claims a round once. Median of RUNS runs.
 */
const BILLS = Number(process.env.LOTTO_SETTLE_BILLS ?? 100_000);
const LINES = 5;
const BATCH = 1000;
const RUNS = Number(process.env.LOTTO_SETTLE_RUNS ?? 3);
const MEMBERS = 1_000;
// The result: bottom '06'. Line k of bill b bets two bottom on (5 b + k) mod 100: one line in a hundred wins.
const winning = JSON.stringify(
  winningNumbers(
    outcomeOfDraw({ firstPrize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '06' }),
  ),
);

/** A resulted round of BILLS pending bills of LINES lines spread over the members' wallets. */
const makeRound = async (db: Db, members: number[], wallets: number[]) => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at, status, result)
     SELECT id, 'settle-' || gen_random_uuid(), 'งวดทดสอบจ่ายรางวัล', now() - interval '2 hours',
            now() - interval '1 hour', now() - interval '1 hour', 'resulted',
            '{"kind":"draw","first_prize":"123456","front3":["111","222"],"back3":["333","444"],"bottom2":"06"}'
       FROM lotto_markets WHERE code = 'thai-gov' RETURNING id`,
  );
  const round = rows[0]!.id;
  await db.query(
    `WITH m AS (SELECT k - 1 AS k, id, wallet FROM unnest($3::bigint[], $4::bigint[]) WITH ORDINALITY AS t(id, wallet, k)),
          b AS (
       INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total, line_count)
       SELECT (SELECT id FROM agents WHERE code = 'demo'), m.id, $1::bigint, 'settle-' || $1::bigint || '-' || i, 'bench', m.wallet,
              'lotto:bench:' || $1::bigint || ':' || i, 1000 * $5::int, $5::int
         FROM generate_series(1, $2) AS i JOIN m ON m.k = i % $6
       RETURNING id)
     INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
     SELECT b.id, $1, k, 'two_bottom', lpad(((b.id * $5 + k) % 100)::text, 2, '0'), 1000, 9000
       FROM b, generate_series(1, $5) AS k`,
    [round, BILLS, members, wallets, LINES, members.length],
  );
  return round;
};

const pending = async (db: Db, round: number) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lotto_bills WHERE round_id = $1 AND status = 'pending'`,
      [round],
    )
  ).rows[0]!.n;

export const measureSettlement = async (pg: ThrowawayPostgres): Promise<BenchResult> => {
  const connect = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
  pg.run('createdb', [...connect, 'settle']);
  const db = await openPostgres(pg.url.replace(/\/postgres$/, '/settle'), 2);
  const work = mkdtempSync(join(tmpdir(), 'bench-settle-'));
  chmodSync(work, 0o755);
  try {
    const { members, wallets } = await benchMembers(db, MEMBERS, 's');
    const walletIds = wallets.map((w) => w.id);
    const runs: { value: number; limit: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const [forPgbench, forApp] = [
        await makeRound(db, members, walletIds),
        await makeRound(db, members, walletIds),
      ];
      await db.query('VACUUM ANALYZE');
      await db.query('CHECKPOINT');

      const script = join(work, `settle-${run}.sql`);
      writeFileSync(
        script,
        `SELECT bills, paid FROM lotto_settle_batch(${forPgbench}, '${winning}', false, ${BATCH});\n`,
      );
      chmodSync(script, 0o644);
      const started = performance.now();
      pg.pgbenchRun('settle', [
        '-n',
        '-M',
        'prepared',
        '-c',
        '1',
        '-t',
        String(Math.ceil(BILLS / BATCH)),
        '-f',
        script,
      ]);
      const pgSeconds = (performance.now() - started) / 1000;
      if ((await pending(db, forPgbench)) !== 0) throw new Error('pgbench left bills pending');

      const t0 = performance.now();
      const outcome = await settleRound(db, forApp, { batch: BATCH });
      const appSeconds = (performance.now() - t0) / 1000;
      if (outcome.bills !== BILLS || outcome.status !== 'settled')
        throw new Error(`settled ${JSON.stringify(outcome)}`);
      runs.push({ value: BILLS / appSeconds, limit: BILLS / pgSeconds });
    }
    return medianResult(
      {
        name: `lotto settlement (round of ${BILLS.toLocaleString('en-US')} bills, ${LINES} lines each)`,
        unit: 'bills/s',
        target: 0.5,
        note:
          'higher is better; limit: pgbench running lotto_settle_batch (the same SQL) over an identical round, ' +
          `batches of ${BATCH}, one client, on the same server (wall time of the pgbench process)`,
      },
      runs,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    await db.close();
  }
};
