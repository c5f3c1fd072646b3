import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSatang } from '@contract/money';
import { seamlessPath, type SeamlessCall } from '@contract/seamless';
import { autocommit, type Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { signBody } from '@server/games/seamless/signature';
import { checkLedger, memberWallets, openMemberWallets, transfer } from '@server/ledger';
import { createSession } from '@server/plugins/auth';
import { LIMITS } from '@server/accounts/limits';
import { randomAccount, randomPhone } from '@tests/server/helpers/test-app';
import { privatePostgres } from './ops-helpers';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { startProcess } from './ops-process';

// The concurrency suites of the money paths, across two real server processes on one PostgreSQL database (as
// WORKERS=2, or two machines): their pools, prepared statements and in-process caches are apart, so only the
// database's locks and constraints keep the limits. PGlite is one process by design: PostgreSQL only.
const url = process.env.DATABASE_URL;
let database: Awaited<ReturnType<typeof privatePostgres>>;
let db: Db;
const servers: ReturnType<typeof startProcess>[] = [];
const bases: string[] = [];

beforeAll(async () => {
  if (!url) return;
  database = await privatePostgres(url);
  db = await openPostgres(database.url, 4);
  // One after the other: the first applies migrations and seed, the second finds them done.
  for (let i = 0; i < 2; i += 1) {
    const server = startProcess(serverScript('server'), {
      DATABASE_URL: database.url,
      PORT: '0',
      NODE_ENV: 'test',
      STATIC_DIR: join(tmpdir(), 'no-build'),
    });
    servers.push(server);
    bases.push(`http://127.0.0.1:${await server.listening()}`);
  }
  expect(new Set(servers.map((server) => server.child.pid)).size).toBe(2);
}, 180_000);
afterAll(async () => {
  if (!url) return;
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await db.close();
  await database.drop();
}, 60_000);

type Envelope<T = any> = { status: number; error: number; message: string; data: T }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape

/** One call to server `i % 2`: even calls go to the first process, odd ones to the second. */
const post = async <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  i: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${bases[i % 2]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: response.status, ...((await response.json()) as Omit<Envelope<T>, 'status'>) };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member with `baht` in the main wallet (credited as an operator would) and a live session. */
const fundedMember = async (baht: number) => {
  const phone = randomPhone();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT id, $1, $1, 'not-a-hash', 'ทดสอบ ระบบ', 'KBANK', $2, $3, now() FROM agents WHERE code = 'demo' RETURNING id`,
    [phone, randomAccount(), `R${phone}`],
  );
  const id = rows[0]!.id;
  await openMemberWallets(db, id);
  await transfer(autocommit(db), {
    key: `two-processes:${randomUUID()}`,
    from: { house: 'adjustments' },
    to: { member: id, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
  const token = await createSession(db, id, 1);
  const main = (await memberWallets(db, id)).find((wallet) => wallet.walletTypeId === 1)!;
  return { id, token, walletId: main.id };
};

/** The main wallet balance in baht as each process answers it: both must say the same. */
const balances = async (token: string) =>
  Promise.all(
    [0, 1].map(async (i) => {
      const wallets = await post<{ wallet_type_id: number; balance: number }[]>(
        i,
        '/api/member/wallets',
        {},
        bearer(token),
      );
      return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
    }),
  );

const seamless = async (i: number, path: SeamlessCall, body: Record<string, unknown>) => {
  const raw = JSON.stringify({ ...body, timestamp: Date.now() });
  const secret = await builtinProviderSecret(db);
  const response = await fetch(`${bases[i % 2]}${seamlessPath('builtin', path)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(JSON.parse(raw).timestamp),
      'x-signature': signBody(secret, raw),
    },
    body: raw,
  });
  return (await response.json()) as Envelope<{ balance: number; transaction_id: string }>;
};

const bet = (session: string, id: string, amount: number, round: string) => ({
  token: session,
  transaction_id: id,
  round_id: round,
  game_id: 'builtin-slot-thai',
  amount,
  currency: 'THB',
});

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  it('lets one of 40 parallel withdrawals of one member through, split across both', async () => {
    const member = await fundedMember(1000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i, '/api/member/withdraw', { amount: 900, request_id: randomUUID() }, bearer(member.token)),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    // The rest: a withdrawal is already pending (5020), or the money is held (3001). Never a server error.
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.filter((answer) => answer.error !== 0).every((a) => [5020, 3001].includes(a.error))).toBe(
      true,
    );
    expect(await balances(member.token)).toEqual([100, 100]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1`,
      [member.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('answers one withdrawal request id sent 20 times to both with the one withdrawal', async () => {
    const member = await fundedMember(1000);
    const request_id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i, '/api/member/withdraw', { amount: 300, request_id }, bearer(member.token)),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect(await balances(member.token)).toEqual([700, 700]);
  });

  it('debits a seamless bet once when its id reaches both processes 20 times at once', async () => {
    const member = await fundedMember(100);
    const link = await post<{ link: string }>(
      0,
      '/api/game/link',
      {
        wallet_id: member.walletId,
        game_id: 'builtin-slot-thai',
        provider_id: 'builtin',
        is_mobile: true,
        source: 'test',
      },
      bearer(member.token),
    );
    expect(link.error).toBe(0);
    const session = new URL(link.data.link, 'http://x').searchParams.get('token')!;
    const id = `two-${randomUUID()}`;
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) => seamless(i, 'bet', bet(session, id, 7, `round-${id}`))),
    );
    expect(same.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(new Set(same.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await balances(member.token)).toEqual([93, 93]);

    // 20 different bets of the whole balance: exactly one goes through, the rest are refused (4104).
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        seamless(i, 'bet', bet(session, `all-${i}-${id}`, 93, `r${i}-${id}`)),
      ),
    );
    expect(all.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(all.filter((answer) => answer.error === 4104)).toHaveLength(19);
    expect(await balances(member.token)).toEqual([0, 0]);
  });

  it('holds the per-address registration limit across both processes', async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const tries = LIMITS.registrationsPerAddressPerHour + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        post(
          i,
          '/api/register',
          {
            phone: randomPhone(),
            password: 'secret1234',
            full_name: 'สมชาย ใจดี',
            bank_code: 'KBANK',
            bank_account: randomAccount(),
            age_confirmed: true,
            agent_code: 'demo',
          },
          { 'x-forwarded-for': address },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(
      LIMITS.registrationsPerAddressPerHour,
    );
    const refused = answers.filter((answer) => answer.error !== 0);
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([refused[0]!.status]));
    expect(refused[0]!.status).toBeLessThan(500);
  }, 120_000);

  it('leaves a ledger where every invariant holds', async () => {
    expect(await checkLedger(db)).toEqual([]);
  });
});
