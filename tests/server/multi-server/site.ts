import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toSatang } from '@contract/money';
import { seamlessPath, type SeamlessCall } from '@contract/seamless';
import { autocommit, type Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { signBody } from '@server/games/seamless/signature';
import { memberWallets, openMemberWallets, transfer } from '@server/ledger';
import { createSession } from '@server/plugins/auth';
import { randomAccount, randomPhone } from '@tests/server/helpers/test-app';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { privatePostgres } from '../ops/ops-helpers';
import { startProcess } from '../ops/ops-process';

// One site on several app servers: separate processes from the built bundle (as separate machines would run,
// not cluster workers), each on its own port, on one private copy of the PostgreSQL test database.

export type Envelope<T = any> = { status: number; error: number; message: string; data: T }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape

/** The tester token of the sandbox payment provider on every server of the site. */
export const SANDBOX_TOKEN = 'multi-server-sandbox-token-0123456789';

/** The node argv of one server of the site: this tree's bundle unless given (a previous release's, say). */
type ScriptOf = (i: number) => [node: string, ...args: string[]];

export const startSite = async (
  url: string,
  count: number,
  env: Record<string, string> = {},
  scriptOf: ScriptOf = () => serverScript('server'),
) => {
  const database = await privatePostgres(url);
  const db: Db = await openPostgres(database.url, 4);
  const servers: ReturnType<typeof startProcess>[] = [];
  const bases: string[] = [];
  // One after the other: the first applies migrations and seed, the others find them done.
  for (let i = 0; i < count; i += 1) {
    const server = startProcess(scriptOf(i), {
      DATABASE_URL: database.url,
      PORT: '0',
      NODE_ENV: 'test',
      STATIC_DIR: join(tmpdir(), 'no-build'),
      SANDBOX_CONTROL_TOKEN: SANDBOX_TOKEN,
      ...env,
    });
    servers.push(server);
    bases.push(`http://127.0.0.1:${await server.listening()}`);
  }

  /** One call to server `i % count`. Throws when the connection fails (a stopped server). */
  const post = async <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
    i: number,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    method = 'POST',
  ): Promise<Envelope<T>> => {
    const response = await fetch(`${bases[i % count]}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    try {
      return { status: response.status, ...(JSON.parse(text) as Omit<Envelope<T>, 'status'>) };
    } catch {
      return { status: response.status, error: -1, message: text, data: null as T };
    }
  };

  /** A signed seamless-wallet call of the built-in provider, to server `i % count`. */
  const seamless = async (i: number, path: SeamlessCall, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ ...body, timestamp: Date.now() });
    const secret = await builtinProviderSecret(db);
    const response = await fetch(`${bases[i % count]}${seamlessPath('builtin', path)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(JSON.parse(raw).timestamp),
        'x-signature': signBody(secret, raw),
      },
      body: raw,
    });
    return { status: response.status, ...((await response.json()) as Omit<Envelope, 'status'>) };
  };

  /** A member with `baht` in the main wallet (credited as an operator would), a live session and a game session. */
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
      key: `multi-server:${randomUUID()}`,
      from: { house: 'adjustments' },
      to: { member: id, walletTypeId: 1 },
      amount: toSatang(baht),
      kind: 'adjustment',
      description: 'เติมเงินทดสอบ',
    });
    const token = await createSession(db, id, 1);
    const walletId = (await memberWallets(db, id)).find((wallet) => wallet.walletTypeId === 1)!.id;
    const bearer = { authorization: `Bearer ${token}` };
    const link = await post<{ link: string }>(
      0,
      '/api/game/link',
      {
        wallet_id: walletId,
        game_id: 'builtin-slot-thai',
        provider_id: 'builtin',
        is_mobile: true,
        source: 'test',
      },
      bearer,
    );
    if (link.error !== 0) throw new Error(`no game link: ${link.message}`);
    const game = new URL(link.data.link, 'http://x').searchParams.get('token')!;
    return { id, token, bearer, game };
  };

  /** The member's main wallet balance in satang, read from the database. */
  const balance = async (memberId: number) =>
    (await memberWallets(db, memberId)).find((wallet) => wallet.walletTypeId === 1)!.balance;

  const stop = async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await db.close();
    await database.drop();
  };
  return { database, db, servers, bases, post, seamless, fundedMember, balance, stop };
};

export type Site = Awaited<ReturnType<typeof startSite>>;

/** A seamless bet's body: `amount` baht on the built-in slot, in a round of its own. */
export const betBody = (game: string, id: string, amount: number) => ({
  token: game,
  transaction_id: id,
  round_id: `round-${id}`,
  game_id: 'builtin-slot-thai',
  amount,
  currency: 'THB',
});
