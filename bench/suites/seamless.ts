import { createHmac } from 'node:crypto';
import { seamlessPath, type SeamlessCall } from '@contract/seamless';
import type { Db } from '@server/db/db';
import { defaultLimits, openPostgres } from '@server/db/postgres';
import { builtinProviderSecret, syncBuiltinCatalogue } from '@server/games/catalogue-sync';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, stopRole } from '../lib/bench-app';
import { measureEndpoint, requestSpace, type Endpoint, type Plan } from '../lib/endpoint-bench';
import { moneyClocks, seamlessFixture } from '../lib/seamless-fixture';
import type { HttpAnswer } from '../lib/http-client';
import { startPostgres } from '../lib/postgres';
import { ledgerFingerprint, numbered, rowId, tokenHash } from '../lib/request-values';
import type { BenchResult } from '../lib/types';

/**
 * The seamless wallet as the built-in provider calls it: signed bet, settle and rollback over HTTP (HMAC over
 * the exact body, a fresh timestamp, a unique transaction id), each request on one of 1,000 members' wallets,
 * against pgbench running the statements the endpoint sends, on the same throwaway cluster in the same run.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.SEAMLESS_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 7000 * SECONDS);
const MEMBERS = 1_000;
/** Warm-up requests: every member's game session seen once (the app keeps them), as in the measured runs. */
export const SEAMLESS_WARM = MEMBERS + 200;
const GAME = 'builtin-slot-thai';
const PROVIDER = 'builtin';

const token = (memberId: string) => `seam-${memberId}`;

/**
 * Members with funded main wallets and live sessions of the built-in slot (token `seam-<member id>`), and for
 * every request number i a bet to settle (`sb<i>` in round `rs<i>`) and one to roll back (`ob<i>`, `ro<i>`).
 */
export const prepareSeamless = async (db: Db, space: number) => {
  const fixture = await benchMembers(db, MEMBERS, 's', 100_000_000);
  await syncBuiltinCatalogue(db);
  const ids = await seamlessFixture(db, fixture, GAME, 'seam-', space);
  await db.query('VACUUM ANALYZE');
  return { ids, space, secret: await builtinProviderSecret(db) };
};

type Ids = Awaited<ReturnType<typeof prepareSeamless>>['ids'];

/** Request i's member: its id, wallet, game session and token. */
const memberOf = (ids: Ids, i: number) => {
  const member = rowId(i, MEMBERS, ids.member);
  return {
    member,
    wallet: rowId(i, MEMBERS, ids.wallet),
    session: rowId(i, MEMBERS, ids.session),
    tokenHash: tokenHash('seam-', member),
  };
};

const signed = (secret: string, call: SeamlessCall, body: Record<string, unknown>) => {
  const timestamp = Date.now();
  const payload = JSON.stringify({ ...body, timestamp });
  return {
    method: 'POST' as const,
    path: seamlessPath(PROVIDER, call),
    body: payload,
    headers: {
      'x-timestamp': String(timestamp),
      'x-signature': createHmac('sha256', secret).update(payload).digest('hex'),
    },
  };
};

const succeeded = (answer: HttpAnswer) => {
  if (answer.status !== 200 || !answer.body.startsWith('{"error":0')) throw new Error(answer.body);
};

export const seamlessEndpoints = (ids: Ids, space: number, secret: string, db: Db): Endpoint[] => {
  // The clock the app sent in request i's money statement (bet, settle, rollback), read back from its captured
  // statements: pgbench sends its own now().
  const clocks = moneyClocks();
  const leg = (i: number, to: 'house' | 'wallet') => {
    const wallet = { walletId: Number(memberOf(ids, i).wallet.value) };
    const house = { house: `game:${PROVIDER}` };
    return to === 'house'
      ? { from: wallet, to: house, amount: 100 }
      : { from: house, to: wallet, amount: 100 };
  };
  // Bet and settle: the same signed call and the same captured values, on opposite legs of the ledger.
  const moneyCall = (
    call: 'bet' | 'settle',
    prefixes: [transaction: string, round: string],
    kind: 'bet' | 'win',
    to: 'house' | 'wallet',
  ) => ({
    name: `seamless ${call}`,
    call: (i: number) =>
      signed(secret, call, {
        token: token(memberOf(ids, i).member.value),
        transaction_id: `${prefixes[0]}${i}`,
        round_id: `${prefixes[1]}${i}`,
        game_id: GAME,
        amount: 1,
        currency: 'THB',
      }),
    check: succeeded,
    values: (i: number) => [
      ...Object.values(memberOf(ids, i)),
      numbered(prefixes[0], i),
      numbered(prefixes[1], i),
      ...clocks.values(call, i),
      ledgerFingerprint('transfer', kind, leg(i, to)),
    ],
    generated: clocks.read(call),
    target: 0.5,
  });
  return [
    moneyCall('bet', ['bt', 'rd'], 'bet', 'house'),
    moneyCall('settle', ['st', 'rs'], 'win', 'wallet'),
    {
      name: 'seamless rollback',
      call: (i) =>
        signed(secret, 'rollback', {
          token: token(memberOf(ids, i).member.value),
          transaction_id: `rb${i}`,
          ref_transaction_id: `ob${i}`,
          round_id: `ro${i}`,
          game_id: GAME,
        }),
      check: succeeded,
      values: (i) => [
        ...Object.values(memberOf(ids, i)),
        numbered('rb', i),
        numbered('ob', i),
        numbered('ro', i),
        rowId(i, space, ids.rollbackBet),
        ...clocks.values('rollback', i),
        ledgerFingerprint('transfer', 'refund', leg(i, 'wallet')),
      ],
      generated: clocks.read('rollback'),
      // pgbench's runs undo the same bets as the endpoint's (a rolled-back bet would answer without the refund).
      reset: async () => {
        await db.query(
          `UPDATE seamless_transactions SET status = 'done' WHERE kind = 'bet' AND status = 'rolled_back'`,
        );
      },
      target: 0.5,
    },
  ];
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'seamless']);
    const url = pg.url.replace(/\/postgres$/, '/seamless');
    // The fixture's inserts (over 100,000 rows) may take longer than the app's statement limit on a busy machine.
    admin = await openPostgres(url, 2, { ...defaultLimits, statementMs: 600_000 });
    // Every member's game session is seen in the warm-up (the app keeps them), as it is in the measured runs.
    const plan0 = {
      pg,
      database: 'seamless',
      admin,
      clients: CLIENTS,
      seconds: SECONDS,
      capacity: CAPACITY,
      warm: SEAMLESS_WARM,
    };
    const { ids, space, secret } = await prepareSeamless(admin, requestSpace(plan0));
    await admin.query('CHECKPOINT');
    target = await startAppTarget(url);
    const plan: Plan = { ...plan0, port: target.port, appPid: target.child.pid! };
    const results: BenchResult[] = [];
    for (const endpoint of seamlessEndpoints(ids, space, secret, admin))
      results.push(await measureEndpoint(plan, endpoint));
    return results;
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
  }
}
