import { generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { HUB88_SIGNATURE_HEADER, hub88Path, type Hub88Call } from '@contract/games/hub88';
import type { Db } from '@server/db/db';
import { defaultLimits, openPostgres } from '@server/db/postgres';
import { playerRef } from '@server/games/seamless/player-ref';
import { secretBoxOf } from '@server/line/secret-box';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, stopRole } from '../lib/bench-app';
import { measureEndpoint, requestSpace, type Endpoint, type Plan } from '../lib/endpoint-bench';
import { moneyClocks, seamlessFixture } from '../lib/seamless-fixture';
import type { HttpAnswer } from '../lib/http-client';
import { startPostgres } from '../lib/postgres';
import { ledgerFingerprint, numbered, rowId, tokenHash } from '../lib/request-values';
import type { BenchResult } from '../lib/types';

/**
 * Hub88's Wallet API as Hub88 calls it (server/src/games/hub88/README.md): transaction/bet, transaction/win and
 * transaction/rollback over HTTP, each body signed RSA-SHA256 with Hub88's private key (X-Hub88-Signature), which
 * the app verifies before it parses the body and answers signed with its own key, on 1,000 members' wallets,
 * against pgbench running the statements the endpoint sends, on the same throwaway cluster in the same run (as
 * the built-in provider's `seamless` suite: the same money statements under Hub88's wire format).
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.HUB88_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
// Every request is RSA-signed before its run (about 0.5 ms each): the default capacity, no more, so that signing a
// run's requests stays well inside the app's 72 s keep-alive (see bench/README.md).
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 4000 * SECONDS);
const MEMBERS = 1_000;
const GAME = 'hub88-bench-slot';
const PROVIDER = 'hub88';

/** Hub88's game session token for a member: the app stores only its hash. */
const token = (memberId: string) => `hub88-${memberId}`;

/**
 * The keys as they stand once the operator has exchanged them in the console: Hub88's public key pasted, ours
 * generated with its private half sealed by the server's box (the app's SECRETS_KEY). The bench plays Hub88: it
 * keeps Hub88's private key to sign the calls and our public key to verify an answer.
 */
const exchangeKeys = async (db: Db, secretsKey: string) => {
  const hub88 = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (key: KeyObject, type: 'spki' | 'pkcs8') => key.export({ type, format: 'pem' }).toString();
  const box = secretBoxOf({ SECRETS_KEY: secretsKey, SECRETS_KEY_FILE: '' });
  await db.query(
    `INSERT INTO hub88_settings (id, hub88_public_key, operator_public_key, operator_private_key_sealed)
     VALUES (1, $1, $2, $3)`,
    [
      pem(hub88.publicKey, 'spki'),
      pem(operator.publicKey, 'spki'),
      box.seal(pem(operator.privateKey, 'pkcs8')),
    ],
  );
  return { hub88Private: hub88.privateKey, operatorPublic: operator.publicKey };
};

/**
 * Members with funded main wallets and live Hub88 sessions of one Hub88 game (token `hub88-<member id>`), the
 * provider turned on, and for every request number i a bet for a win to settle (`sb<i>` in round `rs<i>`) and one
 * to roll back (`ob<i>`, `ro<i>`).
 */
const prepare = async (db: Db, space: number, secretsKey: string) => {
  const { members, wallets } = await benchMembers(db, MEMBERS, 'h', 100_000_000);
  await db.query(`UPDATE game_providers SET status = 'active' WHERE code = $1`, [PROVIDER]);
  await db.query(
    `INSERT INTO games (provider_id, code, name, category)
     SELECT id, $1, 'เกมทดสอบ Hub88', 'slot' FROM game_providers WHERE code = $2`,
    [GAME, PROVIDER],
  );
  const ids = await seamlessFixture(db, { members, wallets }, GAME, 'hub88-', space);
  // `user` of every call: the member's reference for Hub88 (what launch gives it), in member order.
  const users = await Promise.all(members.map((member) => playerRef(db, { code: PROVIDER }, member)));
  const keys = await exchangeKeys(db, secretsKey);
  await db.query('VACUUM ANALYZE');
  return { ids, space, users, keys };
};

type Fixture = Awaited<ReturnType<typeof prepare>>;

/** Request i's member: its id, wallet, game session and token hash. */
const memberOf = (ids: Fixture['ids'], i: number) => {
  const member = rowId(i, MEMBERS, ids.member);
  return {
    member,
    wallet: rowId(i, MEMBERS, ids.wallet),
    session: rowId(i, MEMBERS, ids.session),
    tokenHash: tokenHash('hub88-', member),
  };
};

/** A call as Hub88 sends it: the body's exact bytes and their RSA-SHA256 signature, base64. */
const signed = (hub88Private: KeyObject, call: Hub88Call, body: Record<string, unknown>) => {
  const payload = JSON.stringify(body);
  return {
    method: 'POST' as const,
    path: hub88Path(call),
    body: payload,
    headers: {
      [HUB88_SIGNATURE_HEADER]: sign('sha256', Buffer.from(payload), hub88Private).toString('base64'),
    },
  };
};

const accepted = (answer: HttpAnswer) => {
  if (answer.status !== 200 || !answer.body.startsWith('{"status":"RS_OK"')) throw new Error(answer.body);
};

/**
 * Before the measurements: one balance call over HTTP whose answer must be RS_OK and carry our signature, verified
 * with our public key as Hub88 verifies it (the load client reads no headers, so the measured answers are checked
 * by their status only).
 */
const answersSigned = async (port: number, fixture: Fixture) => {
  const member = memberOf(fixture.ids, 0).member.value;
  const call = signed(fixture.keys.hub88Private, 'user/balance', {
    user: fixture.users[0],
    token: token(member),
    request_uuid: 'bench-balance',
    game_code: GAME,
  });
  const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body,
  });
  const body = await response.text();
  const signature = response.headers.get(HUB88_SIGNATURE_HEADER) ?? '';
  const ok = verify(
    'sha256',
    Buffer.from(body),
    fixture.keys.operatorPublic,
    Buffer.from(signature, 'base64'),
  );
  if (!ok || !body.startsWith('{"status":"RS_OK"'))
    throw new Error(`hub88 answer not signed or refused: ${body}`);
};

const endpoints = (fixture: Fixture, db: Db): Endpoint[] => {
  const { ids, space, users, keys } = fixture;
  // The clock the app sent in request i's money statement, read back from its captured statements.
  const clocks = moneyClocks();
  const leg = (i: number, to: 'house' | 'wallet') => {
    const wallet = { walletId: Number(memberOf(ids, i).wallet.value) };
    const house = { house: `game:${PROVIDER}` };
    return to === 'house'
      ? { from: wallet, to: house, amount: 100 }
      : { from: house, to: wallet, amount: 100 };
  };
  /** The fields of every transaction call (Hub88's Operator API, Wallet API), for request i. */
  const transaction = (i: number, transactionUuid: string, round: string) => {
    const member = memberOf(ids, i).member.value;
    return {
      user: users[i % MEMBERS],
      transaction_uuid: transactionUuid,
      supplier_transaction_id: `sup-${transactionUuid}`,
      token: token(member),
      round,
      round_closed: false,
      request_uuid: `rq-${transactionUuid}`,
      game_code: GAME,
      meta: {},
    };
  };
  const money = (amountBaht: number) => ({
    reward_uuid: null,
    is_free: false,
    is_aggregated: false,
    currency: 'THB',
    bet: 'zero',
    amount: amountBaht * 100_000,
  });
  return [
    {
      name: 'hub88 bet',
      call: (i) =>
        signed(keys.hub88Private, 'transaction/bet', { ...transaction(i, `bt${i}`, `rd${i}`), ...money(1) }),
      check: accepted,
      values: (i) => [
        ...Object.values(memberOf(ids, i)),
        numbered('bt', i),
        numbered('rd', i),
        ...clocks.values('bet', i),
        ledgerFingerprint('transfer', 'bet', leg(i, 'house')),
      ],
      generated: clocks.read('bet'),
      target: 0.5,
    },
    {
      name: 'hub88 win',
      call: (i) =>
        signed(keys.hub88Private, 'transaction/win', {
          ...transaction(i, `wn${i}`, `rs${i}`),
          ...money(1),
          round_closed: true,
          reference_transaction_uuid: `sb${i}`,
        }),
      check: accepted,
      values: (i) => [
        ...Object.values(memberOf(ids, i)),
        numbered('wn', i),
        numbered('rs', i),
        numbered('sb', i),
        ...clocks.values('win', i),
        ledgerFingerprint('transfer', 'win', leg(i, 'wallet')),
      ],
      generated: clocks.read('win'),
      target: 0.5,
    },
    {
      name: 'hub88 rollback',
      call: (i) =>
        signed(keys.hub88Private, 'transaction/rollback', {
          ...transaction(i, `rb${i}`, `ro${i}`),
          round_closed: true,
          reference_transaction_uuid: `ob${i}`,
        }),
      check: accepted,
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
  // The app seals and opens our private key with SECRETS_KEY: the forked app reads it from this environment.
  const ownKey = process.env.SECRETS_KEY === undefined;
  if (ownKey) process.env.SECRETS_KEY = randomBytes(32).toString('base64');
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'hub88']);
    const url = pg.url.replace(/\/postgres$/, '/hub88');
    // The fixture's inserts (over 100,000 rows) may take longer than the app's statement limit on a busy machine.
    admin = await openPostgres(url, 2, { ...defaultLimits, statementMs: 600_000 });
    // Every member's game session is seen in the warm-up (the app keeps them), as it is in the measured runs.
    const plan0 = {
      pg,
      database: 'hub88',
      admin,
      clients: CLIENTS,
      seconds: SECONDS,
      capacity: CAPACITY,
      warm: MEMBERS + 200,
    };
    const fixture = await prepare(admin, requestSpace(plan0), process.env.SECRETS_KEY!);
    await admin.query('CHECKPOINT');
    target = await startAppTarget(url);
    await answersSigned(target.port, fixture);
    const plan: Plan = { ...plan0, port: target.port, appPid: target.child.pid! };
    const results: BenchResult[] = [];
    for (const endpoint of endpoints(fixture, admin)) results.push(await measureEndpoint(plan, endpoint));
    return results;
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
    if (ownKey) delete process.env.SECRETS_KEY;
  }
}
