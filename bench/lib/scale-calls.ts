import { createHmac, randomBytes } from 'node:crypto';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openPostgres } from '@server/db/postgres';
import { addDays, bangkokDay } from '@server/rewards';
import { BENCH_MEMBERS, BENCH_PASSWORD, BET_TOKEN, LOGIN_MEMBERS, loginPhone } from './scale-fixture';

type App = Awaited<ReturnType<typeof buildApp>>;
type Call = { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> };
/** Each call's answer times in ms, and the first answer's error code (0 = success). */
export type Timing = { ms: number[]; error: number };

export const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

const errorOf = (body: string) => {
  const code = /^\{"error":(\d+)/.exec(body)?.[1];
  return code === undefined ? -1 : Number(code);
};

/** Runs `make(i)`'s request `n` times one after another through the app (inject: no network), after 3 warm-ups. */
const timeCalls = async (app: App, n: number, make: (i: number) => Call): Promise<Timing> => {
  let error = 0;
  const ms: number[] = [];
  for (let i = -3; i < n; i += 1) {
    const call = make(i + 3);
    const started = performance.now();
    const answer = await app.inject({
      ...call,
      headers:
        call.payload === undefined ? call.headers : { 'content-type': 'application/json', ...call.headers },
    });
    const took = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${call.url}: HTTP ${answer.statusCode} ${answer.body}`);
    if (i === 0) error = errorOf(answer.body);
    if (i >= 0) ms.push(took);
  }
  return { ms, error };
};

/**
 * The member calls and console screens of the scale suite on one database (the app built in this process on
 * `url`, as the owner, like the other suites' apps), `n` of each. Answers each call's timing by name.
 */
export const measureCalls = async (url: string, staffToken: string, n: number) => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    NODE_ENV: 'production',
  });
  const app = await buildApp({ config, db: await openPostgres(url, 8), ownsDb: true, logger: false });
  const out: Record<string, Timing> = {};
  try {
    const login = (phone: string) => ({
      method: 'POST' as const,
      url: '/api/login',
      payload: JSON.stringify({ phone, password: BENCH_PASSWORD, agent_code: 'demo' }),
    });
    out.login = await timeCalls(app, Math.min(n, LOGIN_MEMBERS - 3), (i) => login(loginPhone(i)));
    const tokenOf = async (phone: string) => {
      const answer = await app.inject({ ...login(phone), headers: { 'content-type': 'application/json' } });
      const token = (JSON.parse(answer.body) as { data?: { access_token?: string } }).data?.access_token;
      if (!token) throw new Error(`login of ${phone}: ${answer.body}`);
      return { authorization: `Bearer ${token}` };
    };
    const bettor = await tokenOf(BENCH_MEMBERS.bettor);
    const withdrawer = await tokenOf(BENCH_MEMBERS.withdrawer);
    out.wallets = await timeCalls(app, n, () => ({
      method: 'POST',
      url: '/api/member/wallets',
      payload: '{}',
      headers: bettor,
    }));
    const statement = (cursor?: string) => ({
      method: 'GET' as const,
      url: `/api/member/statement?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: bettor,
    });
    out['statement-page-1'] = await timeCalls(app, n, () => statement());
    // The 500th page is reached as a member reaches it: following each page's cursor.
    let cursor: string | undefined;
    let page = 1;
    for (; page < 500; page += 1) {
      const answer = await app.inject(statement(cursor));
      const next = (JSON.parse(answer.body) as { data?: { next_cursor?: string | null } }).data?.next_cursor;
      if (!next) break;
      cursor = next;
    }
    if (page === 500) out['statement-page-500'] = await timeCalls(app, n, () => statement(cursor));
    const { rows } = await app.db.query<{ secret: string; code: string }>(
      `SELECT p.secret, g.code FROM game_sessions s JOIN games g ON g.id = s.game_id
         JOIN game_providers p ON p.id = s.provider_id
        WHERE s.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [BET_TOKEN],
    );
    const run = randomBytes(4).toString('hex');
    // The bettor's bill of one line of 1 baht on the government round open now (runFixture made sure of one).
    const open = await app.db.query<{ id: number }>(
      `SELECT r.id::int AS id FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id
        WHERE m.type = 'government' AND r.status = 'open' AND r.open_at <= now() AND r.close_at > now()
        ORDER BY r.close_at LIMIT 1`,
    );
    if (!open.rows[0]) throw new Error('no government lotto round open now');
    const lottoRound = open.rows[0].id;
    out['seamless-bet'] = await timeCalls(app, n, (i) => {
      const timestamp = Date.now();
      const payload = JSON.stringify({
        token: BET_TOKEN,
        transaction_id: `sb-${run}-${i}`,
        round_id: `sr-${run}-${i}`,
        game_id: rows[0]!.code,
        amount: 1,
        currency: 'THB',
        timestamp,
      });
      return {
        method: 'POST',
        url: '/api/seamless/builtin/bet',
        payload,
        headers: {
          'x-timestamp': String(timestamp),
          'x-signature': createHmac('sha256', rows[0]!.secret).update(payload).digest('hex'),
        },
      };
    });
    out['lotto-bill'] = await timeCalls(app, n, (i) => ({
      method: 'POST',
      url: '/api/lotto/bill/create',
      payload: JSON.stringify({
        round_id: lottoRound,
        request_id: `scale-lotto-${run}-${i}`,
        lines: [{ bet_type: 'two_top', number: String(i % 100).padStart(2, '0'), amount: 1 }],
      }),
      headers: bettor,
    }));
    out['withdrawal-request'] = await timeCalls(app, n, (i) => ({
      method: 'POST',
      url: '/api/member/withdraw',
      payload: JSON.stringify({ amount: 100, request_id: `scale-${run}-${i}` }),
      headers: withdrawer,
    }));
    const staff = { authorization: `Bearer ${staffToken}` };
    const today = bangkokDay(new Date());
    const console = (name: string, path: string) => async () => {
      out[name] = await timeCalls(app, n, () => ({ method: 'GET', url: path, headers: staff }));
    };
    await console('console-dashboard', '/api/admin/dashboard')();
    for (const days of [30, 365])
      await console(
        `console-money-report-${days}d`,
        `/api/admin/reports/money?from=${addDays(today, -days + 1)}&to=${today}`,
      )();
    await console('console-withdrawal-queue', '/api/admin/withdrawals')();
    await console('console-member-search', '/api/admin/members?q=scale12')();
  } finally {
    await app.close();
  }
  return out;
};
