import { WALLET_TYPE } from '@contract/wallet';
import type { Db } from '@server/db/db';
import { defaultLimits, openPostgres } from '@server/db/postgres';
import { signedHeaders } from '@server/payments/sandbox/sandbox-notify';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, stopRole } from '../lib/bench-app';
import { measureEndpoint, requestSpace, type Endpoint, type Plan } from '../lib/endpoint-bench';
import type { HttpAnswer } from '../lib/http-client';
import type { Statement } from '../lib/sql-capture';
import { I, type RequestValue } from '../lib/pgbench-script';
import { startPostgres } from '../lib/postgres';
import { contiguousIds, ledgerFingerprint, numbered, rowId, tokenHash } from '../lib/request-values';
import type { BenchResult } from '../lib/types';

/**
 * Money in and out over HTTP, each against pgbench running the statements the endpoint sends, on the same
 * throwaway cluster in the same run: a signed deposit notification of the sandbox provider (verified, recorded
 * once, the order settled, the main wallet credited), and a member's withdrawal request (session, accounts, the
 * withdrawal row, the ledger hold).
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.PAYMENTS_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 4000 * SECONDS);
const DEPOSIT_MEMBERS = 2_000;
const ORDER_SATANG = 10_000;

/** Member k's bank account, as benchMembers numbers them (`<prefix><k + 1>`). */
const bankAccount = (prefix: string, i: number, count: number): RequestValue => ({
  value: `${prefix}${(i % count) + 1}`,
  sql: `'${prefix}' || (${I} % ${count} + 1)`,
});

/** A pending sandbox QR order for every request number i: ref `B<i, 10 digits>`, provider id `SBXB<i>`. */
const prepareDeposits = async (db: Db, space: number) => {
  const { members } = await benchMembers(db, DEPOSIT_MEMBERS, 'p');
  const first = contiguousIds(members, 'member');
  await db.query('ALTER SEQUENCE deposit_orders_id_seq RESTART 60000000'); // far from the member ids
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, amount, pay_amount, provider,
                                 provider_order_id, qr_payload, expires_at)
     SELECT 'B' || lpad(n::text, 10, '0'), m.agent_id, m.id, c.id, 'promptpay_qr', $4, $4, 'sandbox',
            'SBXB' || n, 'x', now() + interval '1 day'
       FROM generate_series(0, $1::int - 1) AS n
       JOIN members m ON m.id = $2::bigint + n % $3
       CROSS JOIN (SELECT id FROM payment_channels WHERE type = 'promptpay_qr' AND agent_id IS NULL) c
      ORDER BY n RETURNING id`,
    [space, first, DEPOSIT_MEMBERS, ORDER_SATANG],
  );
  const secret = (
    await db.query<{ secret: string }>(`SELECT secret FROM payment_providers WHERE code = 'sandbox'`)
  ).rows[0]!.secret;
  return {
    member: first,
    order: contiguousIds(
      rows.map((r) => r.id).sort((a, b) => a - b),
      'order',
    ),
    secret,
  };
};

/** `count` members with funded main wallets and live sessions (token `pay-<member id>`). */
export const prepareWithdrawals = async (db: Db, count: number) => {
  const { members } = await benchMembers(db, count, 'w', 1_000_000);
  await db.query(
    `INSERT INTO sessions (member_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('pay-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
       FROM unnest($1::bigint[]) AS id`,
    [members],
  );
  // New rows' ids far from every fixture id, so that no id can pass for another in the captured SQL.
  await db.query('ALTER SEQUENCE withdrawals_id_seq RESTART 70000000');
  await db.query('ALTER SEQUENCE ledger_holds_id_seq RESTART 80000000');
  return { member: contiguousIds(members, 'member') };
};

const answered = (pattern: string) => (answer: HttpAnswer) => {
  if (answer.status !== 200 || !answer.body.includes(pattern)) throw new Error(answer.body);
};

const depositNotification = (ids: Awaited<ReturnType<typeof prepareDeposits>>, space: number): Endpoint => ({
  name: 'deposit notification',
  call: (i) => {
    const body = JSON.stringify({
      event_id: `evt_bench_${i}`,
      order_id: `SBXB${i}`,
      merchant_ref: `B${String(i).padStart(10, '0')}`,
      status: 'paid',
      amount: (ORDER_SATANG / 100).toFixed(2),
    });
    return {
      method: 'POST',
      path: '/api/payment/notify/sandbox',
      body,
      headers: signedHeaders(ids.secret, body),
    };
  },
  check: answered('"outcome":"credited"'),
  values: (i) => {
    const member = rowId(i, DEPOSIT_MEMBERS, ids.member);
    return [
      numbered('evt_bench_', i),
      numbered('SBXB', i),
      { value: `B${String(i).padStart(10, '0')}`, sql: `'B' || lpad(${I}::text, 10, '0')` },
      member,
      rowId(i, space, ids.order),
      ledgerFingerprint('transfer', 'deposit', {
        from: { house: 'deposits' },
        to: { member: Number(member.value), walletTypeId: WALLET_TYPE.main },
        amount: ORDER_SATANG,
      }),
    ];
  },
  target: 0.5,
});

export const withdrawalRequest = (db: Db, first: number, count: number): Endpoint => ({
  name: 'withdrawal request',
  call: (i) => ({
    method: 'POST',
    path: '/api/member/withdraw',
    body: JSON.stringify({ amount: 100, destination: 'main', request_id: `withdraw-${i}` }),
    headers: { authorization: `Bearer pay-${first + (i % count)}` },
  }),
  check: answered('"error":0'),
  values: (i) => {
    const member = rowId(i, count, first);
    return [
      member,
      tokenHash('pay-', member),
      numbered('withdraw-', i),
      bankAccount('w', i, count),
      ledgerFingerprint('hold', 'withdraw', {
        from: { member: Number(member.value), walletTypeId: WALLET_TYPE.main },
        to: { house: 'withdrawals' },
        amount: 10_000,
      }),
    ];
  },
  // The new withdrawal's id, which the automatic-payout check reads back after withdrawal_request made it.
  generated: async (_i, statements: Statement[]) => {
    const check = statements.find((s) => /FROM withdrawal_auto_settings s JOIN withdrawals w/.test(s.sql));
    return check ? [{ value: check.params[0]!, from: /withdrawal_request\(/, column: 'id' }] : [];
  },
  // One pending withdrawal per member: each measurement starts with none (decided outside the ledger: the
  // bench database is thrown away, and the holds stay as they are).
  reset: async () => {
    await db.query(`UPDATE withdrawals SET status = 'refused', decided_at = now() WHERE status = 'pending'`);
  },
  target: 0.5,
});

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'payments']);
    const url = pg.url.replace(/\/postgres$/, '/payments');
    // The fixture's inserts (over 100,000 rows) may take longer than the app's statement limit on a busy machine.
    admin = await openPostgres(url, 2, { ...defaultLimits, statementMs: 600_000 });
    const plan0 = { pg, database: 'payments', admin, clients: CLIENTS, seconds: SECONDS, capacity: CAPACITY };
    const space = requestSpace(plan0);
    const deposits = await prepareDeposits(admin, space);
    const withdrawals = await prepareWithdrawals(admin, CAPACITY);
    await admin.query('VACUUM ANALYZE');
    await admin.query('CHECKPOINT');
    target = await startAppTarget(url);
    const plan: Plan = { ...plan0, port: target.port, appPid: target.child.pid! };
    return [
      await measureEndpoint(plan, depositNotification(deposits, space)),
      await measureEndpoint(plan, withdrawalRequest(admin, withdrawals.member, CAPACITY)),
    ];
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
  }
}
