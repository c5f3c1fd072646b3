import type { Db } from '@server/db/db';
import { defaultLimits, openPostgres } from '@server/db/postgres';
import { startAppTarget } from '../lib/app-target';
import { stopRole } from '../lib/bench-app';
import { measureEndpoint, requestSpace, type Plan } from '../lib/endpoint-bench';
import { startPostgres } from '../lib/postgres';
import type { BenchResult } from '../lib/types';
import { prepareWithdrawals, withdrawalRequest } from './payments';
import { prepareSeamless, SEAMLESS_WARM, seamlessEndpoints } from './seamless';

/**
 * `npm run bench two-servers` (issue 32): the seamless bet and the withdrawal request with their requests spread
 * in turn across two app servers (separate processes on their own ports, one database), and on one app server in
 * the same run, each against pgbench running the statements the endpoint sends, on the same throwaway cluster.
 * Each side has a database of its own with the same fixture (request numbers are used once per database).
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.TWO_SERVERS_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 5000 * SECONDS);

const measure = async (
  pg: Awaited<ReturnType<typeof startPostgres>>,
  servers: number,
): Promise<BenchResult[]> => {
  const database = `servers_${servers}`;
  pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', database]);
  const url = pg.url.replace(/\/postgres$/, `/${database}`);
  // The fixture's inserts may take longer than the app's statement limit on a busy machine.
  const admin: Db = await openPostgres(url, 2, { ...defaultLimits, statementMs: 600_000 });
  const targets: Awaited<ReturnType<typeof startAppTarget>>[] = [];
  try {
    const plan0 = {
      pg,
      database,
      admin,
      clients: CLIENTS,
      seconds: SECONDS,
      capacity: CAPACITY,
      warm: SEAMLESS_WARM,
    };
    const { ids, space, secret } = await prepareSeamless(admin, requestSpace(plan0));
    const withdrawals = await prepareWithdrawals(admin, CAPACITY);
    await admin.query('VACUUM ANALYZE');
    await admin.query('CHECKPOINT');
    // One after the other: the first applies the migrations (none left), the second finds them done.
    for (let k = 0; k < servers; k += 1) targets.push(await startAppTarget(url, 1));
    const plan: Plan = {
      ...plan0,
      port: targets[0]!.port,
      appPid: targets[0]!.child.pid!,
      servers: targets.map((target) => ({ port: target.port, pid: target.child.pid! })),
    };
    const suffix = servers === 1 ? '1 app server' : `${servers} app servers`;
    const bet = seamlessEndpoints(ids, space, secret, admin).find((e) => e.name === 'seamless bet')!;
    return [
      await measureEndpoint(plan, { ...bet, name: `two-servers: seamless bet, ${suffix}` }),
      // The default warm-up: request numbers stay below 1,000, where the masked bank account (last four
      // characters) still shows the fixture's `w<k>` that pgbench's script derives it from.
      await measureEndpoint(
        { ...plan, warm: undefined },
        {
          ...withdrawalRequest(admin, withdrawals.member, CAPACITY),
          name: `two-servers: withdrawal request, ${suffix}`,
        },
      ),
    ];
  } finally {
    for (const target of targets) await stopRole(target.child);
    await admin.close();
  }
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  try {
    return [...(await measure(pg, 1)), ...(await measure(pg, 2))];
  } finally {
    pg.stop();
  }
}
