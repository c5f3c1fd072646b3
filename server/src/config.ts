import { z } from 'zod';

/** Configuration from environment variables, with safe defaults; a bad value stops the start with a clear error. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL (a hot standby) for reads that may be a little stale: the money and game
   * reports (server/src/db/replica.ts). Unset: they read the primary.
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data/pglite'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_FILE: z.string().default('./server/seed/demo-agent.json'),
  SEED: z.enum(['on', 'off']).default('on'),
  DEFAULT_AGENT_CODE: z.string().min(1).default('demo'),
  PUBLIC_URL: z.string().url().optional(),
  /** Accept @line/liff-mock's plain "id_token" strings. Only ever on when explicitly asked for. */
  LIFF_MOCK: z.enum(['on', 'off']).default('off'),
  LINE_CHANNEL_ID: z.string().default(''),
  LINE_JWKS_URL: z.string().url().default('https://api.line.me/oauth2/v2.1/certs'),
  /**
   * LINE Login on the web (linking LINE from the profile: server/src/accounts/line-web-link.ts): LINE's authorize
   * and token endpoints (tests point them at a stand-in) and the channel secret of the LINE Login channel
   * LINE_CHANNEL_ID names, which the token request sends and which signs web login ID tokens (HS256). Unset
   * secret: the web profile's "connect LINE" answers LINE_UNAVAILABLE.
   */
  LINE_AUTHORIZE_URL: z.string().url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_TOKEN_URL: z.string().url().default('https://api.line.me/oauth2/v2.1/token'),
  LINE_LOGIN_CHANNEL_SECRET: z.string().max(200).default(''),
  /**
   * How often a member's live stream (/api/member/events) sends a keep-alive and checks that its session still
   * lives: under the idle timeout of every proxy on the way (60 s is common).
   */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(55_000).default(20_000),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Where text messages go (server/src/sms): `outbox`, the `sms_outbox` table (development, tests; reaches no
   * phone), or `ants`, the ANTS gateway (api-service.ants.co.th) through the outbox, which needs ANTS_USERNAME,
   * ANTS_PASSWORD and ANTS_SENDER.
   */
  SMS_ADAPTER: z.enum(['outbox', 'ants']).default('outbox'),
  /** ANTS: its API (tests point it at a stand-in), the account's API username and password, the sender name. */
  ANTS_API_URL: z.string().url().default('https://api-service.ants.co.th'),
  ANTS_USERNAME: z.string().max(200).default(''),
  ANTS_PASSWORD: z.string().max(200).default(''),
  ANTS_SENDER: z
    .string()
    .regex(/^([A-Za-z0-9.-]{1,11})?$/, 'up to 11 letters or digits, no space')
    .default(''),
  /**
   * The HTTP Basic credentials ANTS's delivery reports must carry (POST /api/sms/ants/report); empty: the
   * account's own (ANTS_USERNAME, ANTS_PASSWORD). Reports are asked for only when PUBLIC_URL is set.
   */
  ANTS_REPORT_USERNAME: z.string().max(200).default(''),
  ANTS_REPORT_PASSWORD: z.string().max(200).default(''),
  /** A gateway call slower than this (ms) is retried later. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** What one SMS segment (one gateway credit) costs, in satang, for the console's cost column; 0: not counted. */
  SMS_PRICE_PER_SEGMENT_SATANG: z.coerce.number().int().min(0).max(100_000).default(0),
  /**
   * The key that seals stored secrets (a LINE channel secret and access token): 32 random bytes, base64, the same
   * on every server of a site. Unset: a key file written once at SECRETS_KEY_FILE (one machine only).
   */
  SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, '32 bytes, base64')
    .optional(),
  SECRETS_KEY_FILE: z.string().default('./data/secrets.key'),
  /** LINE's Messaging API and its data host (rich menu images); tests point them at a stand-in. */
  LINE_API_URL: z.string().url().default('https://api.line.me'),
  LINE_API_DATA_URL: z.string().url().default('https://api-data.line.me'),
  /** How often each process sends what is due in the outbox (LINE messages, SMS); 0: never (tests drive it). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  STATIC_DIR: z.string().default('./dist'),
  /**
   * Which hops may set X-Forwarded-For (proxy-addr syntax: 'loopback', CIDRs, comma-separated). Per-address
   * login limits rely on it: trusting every hop would let any client choose its own address.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * The sandbox payment provider's tester controls (mark paid, failed, expired); always on outside production.
   * Every call needs the tester token (SANDBOX_CONTROL_TOKEN, else one generated once per database and printed
   * at start). With NODE_ENV=production the server refuses to start with it on unless TEST_DEPLOYMENT=yes.
   */
  PAYMENT_SANDBOX_CONTROL: z.enum(['on', 'off']).default('off'),
  SANDBOX_CONTROL_TOKEN: z.string().min(24).max(200).optional(),
  /** Says a production build is a test deployment: the only way to run LIFF_MOCK or the sandbox controls there. */
  TEST_DEPLOYMENT: z.enum(['yes', 'no']).default('no'),
  /** Where the sandbox provider delivers its notifications; default this server's own listening address. */
  PAYMENT_NOTIFY_URL: z.string().url().optional(),
  /** A payment provider call slower than this (ms) counts as the provider being down. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Where members' transfer slips are kept (issue 28): a directory, created when the first slip arrives. Several
   * servers on one PostgreSQL share it (a network mount), or each keeps the slips members sent it.
   */
  SLIP_DIR: z.string().default('./data/slips'),
  /**
   * An S3-compatible store for slips instead of SLIP_DIR (AWS S3, MinIO, R2, ...): its endpoint (path-style
   * requests: <endpoint>/<bucket>/<key>), bucket, region and keys. Unset endpoint: the directory.
   */
  SLIP_S3_ENDPOINT: z.string().url().optional(),
  SLIP_S3_BUCKET: z.string().min(1).default('slips'),
  SLIP_S3_REGION: z.string().min(1).default('us-east-1'),
  SLIP_S3_ACCESS_KEY: z.string().default(''),
  SLIP_S3_SECRET_KEY: z.string().default(''),
  /** PostgreSQL time limits (ms): opening a connection, one statement, a transaction left idle. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_IDLE_IN_TX_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * The role the server's connections act as (PostgreSQL only; server/src/db/app-role.ts): it may read the ledger
   * tables but move money only through the ledger's functions. Unset: `<database>_app`. Created and granted at
   * every start by DATABASE_URL's user, which owns the schema and runs migrations and operator commands.
   */
  DB_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .optional(),
  /** Connections per server process (PostgreSQL only). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /** Server processes on one port (PostgreSQL only: PGlite is one process). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** /metrics answers only with this bearer token; unset means no /metrics at all. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The API docs page (/api/docs); off in production unless asked for, always on outside production. */
  API_DOCS: z.enum(['on', 'off']).default('off'),
  /** How often the lotto's scheduled work runs in each process (Yeekee rounds, closing, settlement); 0: never. */
  /**
   * Business time ahead of the system clock (browser tests start a server "tomorrow" to see a daily job pay
   * today). Production refuses it without TEST_DEPLOYMENT=yes.
   */
  CLOCK_OFFSET_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000)
    .default(0),
  LOTTO_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** How often each process looks for a finished day's cashback or week's win/loss to run (claimed once); 0: never. */
  CASHBACK_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * The demo's Hub88 (issue 30): 1 serves the tests' Hub88 stand-in under /_hub88-stand-in on this server, connects
   * it and imports its ~300 games (server/src/seed/hub88-demo.ts). Needs the repository's tests/ beside the server;
   * refused in production unless TEST_DEPLOYMENT=yes.
   */
  HUB88_STAND_IN: z.enum(['0', '1']).default('0'),
});

export type Config = z.infer<typeof schema>;

/**
 * The one clock business rules read (server/src/README.md, "One business clock"): the system clock, moved ahead by
 * CLOCK_OFFSET_MS on a test deployment. The server passes it to the app (`app.clock()`) and to the seed.
 */
export const businessClock =
  ({ CLOCK_OFFSET_MS: offset }: Pick<Config, 'CLOCK_OFFSET_MS'>) =>
  () =>
    new Date(Date.now() + offset);

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  refuseTestSwitchesInProduction(parsed.data);
  requireSmsGateway(parsed.data);
  return parsed.data;
};

/** A gateway adapter without its account would fail every message: refuse the start and say what is missing. */
const requireSmsGateway = (config: Config) => {
  if (config.SMS_ADAPTER !== 'ants') return;
  const missing = (['ANTS_USERNAME', 'ANTS_PASSWORD', 'ANTS_SENDER'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0)
    throw new Error(`Invalid configuration: SMS_ADAPTER=ants needs ${missing.join(', ')}`);
};

/** Switches that let anyone in (mint money, log in as the mock LINE user): production needs TEST_DEPLOYMENT=yes. */
const refuseTestSwitchesInProduction = (config: Config) => {
  if (config.NODE_ENV !== 'production' || config.TEST_DEPLOYMENT === 'yes') return;
  const on = [
    config.PAYMENT_SANDBOX_CONTROL === 'on' && 'PAYMENT_SANDBOX_CONTROL=on',
    config.LIFF_MOCK === 'on' && 'LIFF_MOCK=on',
    config.CLOCK_OFFSET_MS !== 0 && 'CLOCK_OFFSET_MS',
    config.HUB88_STAND_IN === '1' && 'HUB88_STAND_IN=1',
  ].filter(Boolean);
  if (on.length > 0) {
    throw new Error(
      `Refusing to start: ${on.join(' and ')} with NODE_ENV=production. These are for tests; on a test ` +
        'deployment set TEST_DEPLOYMENT=yes as well.',
    );
  }
};
