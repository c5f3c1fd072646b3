import { randomBytes } from 'node:crypto';
import { openPostgres } from '@server/db/postgres';
import { affiliateTick } from '@server/jobs/affiliate';
import { cashbackTick } from '@server/jobs/cashback';
import { reportRollupTick } from '@server/jobs/report-rollups';
import { runLedgerCheck } from '@server/cli/commands/ledger-check';
import { checkLedger } from '@server/ledger';
import { daySql } from '@server/seed/scale/day-sql';
import { scalePlan } from '@server/seed/scale/plan';
import type { ScaleSizes } from '@server/seed/scale/seed-scale';
import { ratioOf } from '../lib/report';
import { measureCalls, percentile, type Timing } from '../lib/scale-calls';
import { scaleCluster, scaleSizes, SCALE_DATABASES } from '../lib/scale-cluster';
import { prepareScaleDatabase, runFixture } from '../lib/scale-fixture';
import type { BenchResult } from '../lib/types';

/**
 * `npm run bench scale` (issue 31): the calls a year of history could slow down, on the seeded database and on
 * an empty one in the same run and the same cluster (bench/README.md, "scale"). Member calls: seeded p95 against
 * 1.5 x the empty database's p95. Console screens: p95 against 1 s. The day's jobs: their time against one read
 * of that day's play (proportional to the day, not to history). ledger:check in full (leaving its mark) against 3
 * minutes; then a day of the seeder's play, and incrementally: against a tenth of the full run.
 */
const MEMBER_CALLS = [
  'seamless-bet',
  'lotto-bill',
  'withdrawal-request',
  'login',
  'wallets',
  'statement-page-1',
  'statement-page-500',
];
const CONSOLE = [
  'console-dashboard',
  'console-money-report-30d',
  'console-money-report-365d',
  'console-withdrawal-queue',
  'console-member-search',
];

const ms = (n: number) => Math.round(n * 10) / 10;
const describe = (t: Timing | undefined) =>
  t
    ? `p50 ${ms(percentile(t.ms, 0.5))} ms, p95 ${ms(percentile(t.ms, 0.95))} ms, error ${t.error}`
    : 'not measured';

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

/** The console's daily money roll-ups as production has them: every closed day rolled up (31 days a tick). */
const rollUp = async (url: string) => {
  const db = await openPostgres(url, 2, { connectMs: 10_000, statementMs: 3600_000, idleInTxMs: 3600_000 });
  try {
    for (let tick = 0; tick < 20 && (await reportRollupTick(db, new Date())).length > 0; tick += 1);
  } finally {
    await db.close();
  }
};

/**
 * The day's jobs on one database, each timed once (a job claims its day: a second run does nothing), and
 * `checkLedger` when `check` (the empty database's; the seeded one's full check is ledgerCheckIncremental's).
 */
const jobs = async (url: string, check: boolean) => {
  const db = await openPostgres(url, 4, { connectMs: 10_000, statementMs: 3600_000, idleInTxMs: 3600_000 });
  try {
    const now = new Date();
    // One read of yesterday's play, the work a job proportional to the day must do at least once.
    const scan = await timed(() =>
      db.query(
        `SELECT member_id, sum(amount) FROM seamless_transactions
          WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'
                              - interval '1 day'
            AND created_at < date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'
          GROUP BY member_id`,
      ),
    );
    const cashback = await timed(() => cashbackTick(db, now));
    const commission = await timed(() => affiliateTick(db, now));
    const checked = check ? await timed(() => checkLedger(db)) : null;
    return { scan, cashback, commission, check: checked };
  } finally {
    await db.close();
  }
};

/**
 * `npm run ledger:check -- --full` on the seeded database (it leaves the mark), then one more day of the seeder's
 * history (today: every member the plan draws, through seamless_bet, seamless_settle and ledger_apply, one
 * block), then `npm run ledger:check` incrementally from that mark; each timed once.
 */
const ledgerCheckIncremental = async (url: string, sizes: ScaleSizes) => {
  const db = await openPostgres(url, 2, { connectMs: 10_000, statementMs: 3600_000, idleInTxMs: 3600_000 });
  try {
    const full = await timed(() => runLedgerCheck(db, { full: true }));
    const { rows } = await db.query<{ first_member: number; provider_id: number; channel_id: number }>(
      `SELECT (SELECT min(id) FROM members WHERE username LIKE 'scale%')::int AS first_member,
              (SELECT id FROM game_providers WHERE code = 'builtin')::int AS provider_id,
              (SELECT id FROM payment_channels WHERE type = 'bank_transfer' ORDER BY id LIMIT 1)::int AS channel_id`,
    );
    const ids = rows[0]!;
    const plan = scalePlan(
      { members: sizes.members, days: sizes.days, plays: sizes.plays, shards: 1 },
      { firstMember: ids.first_member, providerId: ids.provider_id, channelId: ids.channel_id },
    );
    await db.tx((q) => q.exec(daySql(plan, sizes.days, 0)));
    const incremental = await timed(() => runLedgerCheck(db));
    return { full, incremental };
  } finally {
    await db.close();
  }
};

export default async function scale(): Promise<BenchResult[]> {
  const sizes = scaleSizes();
  const monthPlays = Number(process.env.SCALE_MONTH_PLAYS ?? 100_000);
  const samples = Number(process.env.SCALE_SAMPLES ?? 50);
  const pg = await scaleCluster(
    sizes,
    (url, name) => prepareScaleDatabase(url, name === 'seeded', monthPlays),
    (line) => console.log(line),
  );
  try {
    const measured = {} as Record<(typeof SCALE_DATABASES)[number], Record<string, Timing>>;
    const jobTimes = {} as Record<(typeof SCALE_DATABASES)[number], Awaited<ReturnType<typeof jobs>>>;
    const run = randomBytes(3).toString('hex');
    for (const name of SCALE_DATABASES) {
      const url = pg.url.replace(/\/postgres$/, `/${name}`);
      const { staffToken } = await runFixture(url, run);
      await rollUp(url);
      measured[name] = await measureCalls(url, staffToken, samples);
      jobTimes[name] = await jobs(url, name === 'empty');
    }
    // SCALE_LEDGER_CHECKS=off leaves out the two ledger checks (each minutes at the default size) while working
    // on the calls; they add a day of play to `seeded` each run.
    const checks =
      process.env.SCALE_LEDGER_CHECKS === 'off'
        ? null
        : await ledgerCheckIncremental(pg.url.replace(/\/postgres$/, '/seeded'), sizes);
    const sizeNote = `${sizes.members} members, ${sizes.days} days, ${sizes.plays} rounds asked; bettor ${monthPlays} rounds this month`;
    const results: BenchResult[] = [];
    for (const call of MEMBER_CALLS) {
      const seeded = measured.seeded[call];
      const empty = measured.empty[call] ?? measured.empty['statement-page-1'];
      if (!seeded || !empty) continue;
      const value = percentile(seeded.ms, 0.95);
      const limit = 1.5 * percentile(empty.ms, 0.95);
      results.push({
        name: `scale.${call}.p95`,
        value,
        unit: 'ms',
        limit,
        ratio: ratioOf(value, limit),
        target: 1,
        note: `lower is better; limit 1.5 x the empty database's p95. Seeded: ${describe(seeded)}; empty: ${describe(measured.empty[call])}${call === 'statement-page-500' ? " (the empty database has no page 500: its limit is page 1's)" : ''}; ${samples} calls one after another; ${sizeNote}`,
      });
    }
    for (const screen of CONSOLE) {
      const seeded = measured.seeded[screen]!;
      const value = percentile(seeded.ms, 0.95);
      results.push({
        name: `scale.${screen}.p95`,
        value,
        unit: 'ms',
        limit: 1000,
        ratio: ratioOf(value, 1000),
        target: 1,
        note: `lower is better; the issue's 1 s at the 95th percentile. Seeded: ${describe(seeded)}; empty: ${describe(measured.empty[screen])}; ${sizeNote}`,
      });
    }
    const seededJobs = jobTimes.seeded;
    for (const job of ['cashback', 'commission'] as const)
      results.push({
        name: `scale.job-${job}`,
        value: seededJobs[job].ms,
        unit: 'ms',
        limit: seededJobs.scan.ms,
        ratio: ratioOf(seededJobs[job].ms, seededJobs.scan.ms),
        note: `lower is better; the limit is one read of yesterday's rounds (grouped by member) on the seeded database, so a job proportional to the day stays a small multiple of it. Empty database: ${ms(jobTimes.empty[job].ms)} ms. ${job === 'cashback' ? 'cashbackTick: the day\u2019s cashback and the last week\u2019s win/loss' : 'affiliateTick: the day\u2019s commissions'}; ${sizeNote}`,
      });
    if (checks) {
      const { full, incremental } = checks;
      const fullS = full.ms / 1000;
      const incrementalS = incremental.ms / 1000;
      results.push({
        name: 'scale.ledger-check',
        value: fullS,
        unit: 's',
        limit: 180,
        ratio: ratioOf(fullS, 180),
        target: 1,
        note: `lower is better; npm run ledger:check -- --full on the seeded database (with the play totals), ${full.value.problems.length} problem(s); empty database ${ms(jobTimes.empty.check!.ms)} ms; limit "a few minutes"; the hourly run is the incremental one below; ${sizeNote}`,
      });
      results.push({
        name: 'scale.ledger-check-incremental',
        value: incrementalS,
        unit: 's',
        limit: fullS / 10,
        ratio: ratioOf(incrementalS, fullS / 10),
        target: 1,
        note: `lower is better; npm run ledger:check from the mark of a full run, after a day of the seeder's play: ${incremental.value.entriesRead} entries read (the full run ${full.value.entriesRead}), ${incremental.value.problems.length} problem(s), mark moved: ${incremental.value.marked}; incremental / full ${(incrementalS / fullS).toFixed(3)}; limit a tenth of the full run; ${sizeNote}`,
      });
    }
    return results;
  } finally {
    pg.stop();
  }
}
