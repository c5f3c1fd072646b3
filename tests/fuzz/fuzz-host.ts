import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { toSatang } from '@contract/money';
import catalogue from '@games/catalogue.json';
import { baccaratTables } from '@games/schedule/baccarat-tables';
import { fishes } from '@games/maths/fishing';
import { FISHING_STAKES } from '@games/services/fishing-service';
import { builtinGamesPlugin } from '@games/plugin';
import { buildApp } from '@server/app';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { openMemberWallets, transfer } from '@server/ledger';
import { createSession } from '@server/plugins/auth';
import { registration, fromIp, randomIp, PASSWORD } from '@tests/server/account/account-helpers';
import { call, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import type { Hints } from './arbitraries';
import { documentCheck } from './document-check';
import { autocommit } from '@server/db/db';

export type FuzzRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean };
  /** Who calls it: a member's bearer token, a game page's session token, or a provider's signed body. */
  caller: 'member' | 'game' | 'seamless';
};

/**
 * The whole product in one process as production hosts it (the platform plus the built-in provider, the
 * provider's seamless calls going through the platform's router), every route recorded as it is declared, and
 * a real member: registered through the API, funded through the ledger, with a game session per game.
 */
export const fuzzHost = async () => {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // The docs page's own files are a third-party static handler, not an operation of the API.
      if (route.url.startsWith('/api/docs')) continue;
      // A stream never ends for a live session, so inject cannot wait for it: the live stream has its own tests
      // (tests/server/live/member-events.test.ts), over HTTP, with bad and ended credentials.
      if ((route.schema as { produces?: string[] } | undefined)?.produces?.includes('text/event-stream'))
        continue;
      routes.push({
        method: method as FuzzRoute['method'],
        url: route.url,
        // Read when used: a later onRoute hook (the games plugin's) may still give the route its schema.
        get schema() {
          return (route.schema ?? {}) as FuzzRoute['schema'];
        },
        caller: route.url.startsWith('/api/seamless/')
          ? 'seamless'
          : route.url.startsWith('/games/')
            ? 'game'
            : 'member',
      });
    }
  };
  const db = await openTestDb();
  const app = await buildApp({ config: testConfig(), db, ownsDb: true, logger: false, onRoute });
  const secret = await builtinProviderSecret(app.db);
  await app.register(builtinGamesPlugin, {
    db: app.db,
    platformUrl: 'http://platform.invalid',
    secret,
    providerCode: 'builtin',
    transport: async ({ path, headers, body }) => {
      const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: response.statusCode, body: response.body };
    },
    backoffMs: [],
    sweepIntervalMs: 0,
    pages: { mode: 'source' },
  });
  await app.ready();
  // Every answer the suite receives is held to the API document the app serves.
  const document = await documentCheck(app);

  const member = await realMember(app);
  const sessions = await launchEveryGame(app, member);
  // Player protection is fuzzed on a member of its own: a time-out or self-exclusion the fuzzer sets cannot be
  // lifted by anyone, and would leave the member who plays the money endpoints refused for the rest of the run.
  const guarded = await realMember(app);
  const demo = (await app.inject({ method: 'POST', url: '/games/api/demo' })).json().data.token as string;

  const tables = baccaratTables.map((table) => table.id);
  const hints: Hints = {
    wallet_id: member.walletIds,
    game_id: [...catalogue.games.map((game) => game.code), 'constructor', '__proto__'],
    game: [
      'slot',
      'baccarat',
      'roulette',
      'fishing',
      'football',
      ...catalogue.games.map((game) => game.code),
    ],
    code: catalogue.games.map((game) => game.code),
    provider_id: ['builtin'],
    provider: ['builtin'],
    token: sessions,
    transaction_id: Array.from({ length: 6 }, (_, i) => `fz-tx-${i}`),
    ref_transaction_id: Array.from({ length: 6 }, (_, i) => `fz-tx-${i}`),
    round_id: Array.from({ length: 3 }, (_, i) => `fz-round-${i}`),
    password: [PASSWORD],
    old_password: [PASSWORD],
    phone: [member.phone],
    table: tables,
    id: tables,
    table_id: tables,
    fish: fishes.map((fish) => fish.key),
    stake: [...FISHING_STAKES],
    bet: [1, 2, 5],
    amount: [1, 5, 10, 0.5, 100],
    agent_code: ['demo'],
  };

  /** A fresh member session and game sessions, after the fuzzer logged out or changed the password. */
  const renew = async () => {
    // Straight to the sessions table: the fuzzer's own wrong passwords may have locked the login.
    member.token = await createSession(app.db, member.id, 1);
    guarded.token = await createSession(app.db, guarded.id, 1);
    const fresh = await launchEveryGame(app, member);
    sessions.splice(0, sessions.length, ...fresh);
  };

  /**
   * Whether a credential the fuzzer sent still works: a refusal with a live one was about the request (a game
   * session sent for another game, a member's token on a staff route), and renewing every session for it cost
   * most of the run.
   */
  const works = async (token: string) => {
    const url = sessions.includes(token) ? '/games/api/session' : '/api/get_user_info';
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return answer.statusCode === 200 && (answer.json() as { error: number }).error === 0;
  };

  return { app, routes, member, guarded, sessions, demo, secret, hints, renew, works, document };
};

export type FuzzHost = Awaited<ReturnType<typeof fuzzHost>>;

const realMember = async (app: FastifyInstance) => {
  const body = registration();
  const answer = await call(app, 'POST', '/api/register', { body, headers: fromIp(randomIp()) });
  if (answer.error !== 0) throw new Error(`registration refused: ${answer.error} ${answer.message}`);
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM members WHERE phone = $1`, [
    body.phone,
  ]);
  const id = rows[0]!.id;
  await openMemberWallets(app.db, id);
  await transfer(autocommit(app.db), {
    key: `fuzz-credit:${randomUUID()}`,
    from: { house: 'adjustments' },
    to: { member: id, walletTypeId: 1 },
    amount: toSatang(1_000_000),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
  const token = answer.data.access_token as string;
  const wallets = await call<{ id: number }[]>(app, 'POST', '/api/member/wallets', { token });
  return { id, phone: body.phone, token, walletIds: wallets.data.map((wallet) => wallet.id) };
};

const launchEveryGame = async (app: FastifyInstance, member: { token: string; walletIds: number[] }) => {
  const tokens: string[] = [];
  for (const game of catalogue.games) {
    const answer = await call<{ link: string }>(app, 'POST', '/api/game/link', {
      token: member.token,
      body: {
        wallet_id: member.walletIds[0],
        game_id: game.code,
        provider_id: 'builtin',
        is_mobile: true,
        source: 'fuzz',
      },
    });
    const token = answer.error === 0 ? new URL(answer.data.link, 'http://x').searchParams.get('token') : null;
    if (token) tokens.push(token);
  }
  if (tokens.length === 0) throw new Error('no game could be launched for the fuzz member');
  return tokens;
};
