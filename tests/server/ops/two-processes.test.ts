import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { LIMITS } from '@server/accounts/limits';
import { randomAccount, randomPhone } from '@tests/server/helpers/test-app';
import { betBody, startSite, type Site } from '../multi-server/site';

// The concurrency suites of the money paths, across two real server processes on one PostgreSQL database (as
// WORKERS=2, or two machines): their pools, prepared statements and in-process caches are apart, so only the
// database's locks and constraints keep the limits. PGlite is one process by design: PostgreSQL only.
const url = process.env.DATABASE_URL;
let site: Site;

beforeAll(async () => {
  if (!url) return;
  site = await startSite(url, 2);
  expect(new Set(site.servers.map((server) => server.child.pid)).size).toBe(2);
}, 180_000);
afterAll(async () => {
  if (url) await site.stop();
}, 60_000);

/** The main wallet balance in baht as each process answers it: both must say the same. */
const balances = async (token: string) =>
  Promise.all(
    [0, 1].map(async (i) => {
      const wallets = await site.post<{ wallet_type_id: number; balance: number }[]>(
        i,
        '/api/member/wallets',
        {},
        { authorization: `Bearer ${token}` },
      );
      return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
    }),
  );

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  it('lets one of 40 parallel withdrawals of one member through, split across both', async () => {
    const member = await site.fundedMember(1000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        site.post(i, '/api/member/withdraw', { amount: 900, request_id: randomUUID() }, member.bearer),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    // The rest: a withdrawal is already pending (5020), or the money is held (3001). Never a server error.
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.filter((answer) => answer.error !== 0).every((a) => [5020, 3001].includes(a.error))).toBe(
      true,
    );
    expect(await balances(member.token)).toEqual([100, 100]);
    const { rows } = await site.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1`,
      [member.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('answers one withdrawal request id sent 20 times to both with the one withdrawal', async () => {
    const member = await site.fundedMember(1000);
    const request_id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        site.post(i, '/api/member/withdraw', { amount: 300, request_id }, member.bearer),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect(await balances(member.token)).toEqual([700, 700]);
  });

  it('debits a seamless bet once when its id reaches both processes 20 times at once', async () => {
    const member = await site.fundedMember(100);
    const id = `two-${randomUUID()}`;
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) => site.seamless(i, 'bet', betBody(member.game, id, 7))),
    );
    expect(same.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(new Set(same.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await balances(member.token)).toEqual([93, 93]);

    // 20 different bets of the whole balance: exactly one goes through, the rest are refused (4104).
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        site.seamless(i, 'bet', betBody(member.game, `all-${i}-${id}`, 93)),
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
        site.post(
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
    expect(await checkLedger(site.db)).toEqual([]);
  });
});
