import type { AddressInfo } from 'node:net';
import { satang } from '@contract/money';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { post, transfer } from '@server/ledger';
import { processNotification } from '@server/payments/notifications';
import { signedHeaders } from '@server/payments/sandbox/sandbox-notify';
import { startPostgres } from '../lib/postgres';
import { benchMembers } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { openHttpClient } from '../lib/http-client';
import { ratioOf } from '../lib/report';
import type { BenchResult } from '../lib/types';

/**
 * Deposit notifications on a throwaway PostgreSQL: each one verified (HMAC over body and timestamp), recorded
 * once, the order settled and the main wallet credited through the ledger. Measured against the ledger's own
 * transfer rate (a plain credit of a random wallet) on the same server in the same run: the ratio says what
 * verification, the once-only record and the order update cost on top of the credit itself.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.PAYMENTS_BENCH_SECONDS ?? 10);
const MEMBERS = 2_000;
const ORDERS = Number(process.env.PAYMENTS_BENCH_ORDERS ?? 60_000);

/** Members with main wallets, and open QR orders with sandbox ids, numbered 1..ORDERS. */
const prepare = async (db: Db) => {
  const { members, wallets } = await benchMembers(db, MEMBERS, 'p');
  await db.query(
    `INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, amount, pay_amount, provider,
                                 provider_order_id, qr_payload, expires_at)
     SELECT 'B' || lpad(n::text, 10, '0'), m.agent_id, m.id, c.id, 'promptpay_qr', 10000, 10000, 'sandbox',
            'SBXB' || n, 'x', now() + interval '1 day'
       FROM generate_series(1, $1::int) AS n
       JOIN members m ON m.id = ($2::bigint[])[1 + n % $3]
       CROSS JOIN (SELECT id FROM payment_channels WHERE type = 'promptpay_qr' AND agent_id IS NULL) c`,
    [ORDERS, members, members.length],
  );
  // The house side starts funded so the ledger run and the notification run see the same accounts.
  await post(db, {
    key: 'bench-open',
    kind: 'deposit',
    description: 'เปิดบัญชีทดสอบ',
    legs: [{ from: { house: 'deposits' }, to: { walletId: wallets[0]!.id }, amount: satang(1) }],
  });
  await db.query('VACUUM ANALYZE');
  const secret = (
    await db.query<{ secret: string }>(`SELECT secret FROM payment_providers WHERE code = 'sandbox'`)
  ).rows[0]!.secret;
  return { wallets: wallets.map((wallet) => wallet.id), secret };
};

const notificationOf = (n: number, secret: string) => {
  const body = JSON.stringify({
    event_id: `evt_bench_${n}`,
    order_id: `SBXB${n}`,
    merchant_ref: `B${String(n).padStart(10, '0')}`,
    status: 'paid',
    amount: '100.00',
  });
  return { body, headers: signedHeaders(secret, body) };
};

const httpPoster = (port: number) => {
  const client = openHttpClient(port);
  const send = async (body: string, headers: Record<string, string>) => {
    const answer = await client.post('/api/payment/notify/sandbox', body, headers);
    if (!answer.body.includes('"outcome":"credited"')) throw new Error(answer.body);
  };
  return { send, close: client.close };
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let db: Db | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'payments']);
    const url = pg.url.replace(/\/postgres$/, '/payments');
    db = await openPostgres(url, CLIENTS + 2);
    const { wallets, secret } = await prepare(db);
    const one = satang(10_000);

    const ledgerRun = async (round: string) =>
      (
        await closedLoop(CLIENTS, SECONDS, (i) =>
          transfer(db!, {
            key: `bench-credit:${round}:${i}`,
            from: { house: 'deposits' },
            to: { walletId: wallets[i % wallets.length]! },
            amount: one,
            kind: 'deposit',
            description: 'ฝากเงินทดสอบ',
          }),
        )
      ).perSecond;
    // The limit is measured before and after the notifications and averaged: the machine is shared, and a
    // single measure taken at another moment would make the ratio swing with the neighbours' load.
    const ledgerBefore = await ledgerRun('before');

    let next = 1;
    const { perSecond: service } = await closedLoop(CLIENTS, SECONDS, async () => {
      const n = next++;
      if (n > ORDERS) throw new Error('ran out of orders: raise PAYMENTS_BENCH_ORDERS');
      const { body, headers } = notificationOf(n, secret);
      const answer = await processNotification(db!, 'sandbox', body, headers);
      if (answer.outcome !== 'credited') throw new Error(`notification ${n}: ${answer.outcome}`);
    });

    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'off', NODE_ENV: 'production' });
    const app = await buildApp({ config, db, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const http = httpPoster((app.server.address() as AddressInfo).port);
    let viaHttp = 0;
    try {
      viaHttp = (
        await closedLoop(CLIENTS, SECONDS, async () => {
          const n = next++;
          if (n > ORDERS) throw new Error('ran out of orders: raise PAYMENTS_BENCH_ORDERS');
          const { body, headers } = notificationOf(n, secret);
          await http.send(body, headers);
        })
      ).perSecond;
    } finally {
      http.close();
      await app.close();
    }

    const ledger = (ledgerBefore + (await ledgerRun('after'))) / 2;
    const credited = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_orders WHERE status = 'paid'`,
    );
    if (credited.rows[0]!.n !== next - 1)
      throw new Error(`paid orders ${credited.rows[0]!.n} != notifications ${next - 1}`);
    return [
      {
        name: 'deposit notifications processed, 8 clients (service)',
        value: service,
        unit: 'ops/s',
        limit: ledger,
        ratio: ratioOf(service, ledger),
        target: 0.5,
        note: 'higher is better; limit: the ledger crediting random wallets from the deposits house account, same server, same run',
      },
      {
        name: 'deposit notifications processed, 8 clients (HTTP, signed)',
        value: viaHttp,
        unit: 'req/s',
        limit: ledger,
        ratio: ratioOf(viaHttp, ledger),
        target: 0.3,
        note: 'higher is better; the HTTP client runs in the server process, so this is a floor',
      },
    ];
  } finally {
    await db?.close();
    pg.stop();
  }
}
