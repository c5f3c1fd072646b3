import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { createSession } from '@server/plugins/auth';
import { openTestDb } from './test-db';

export const testConfig = (overrides: Partial<Record<keyof Config, string>> = {}): Config =>
  loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'off', ...overrides });

/** The whole app on a private database as the template left it (migrated, demo agent seeded). */
export const createTestApp = async (overrides: Partial<Record<keyof Config, string>> = {}) => {
  const db = await openTestDb();
  return buildApp({ config: testConfig(overrides), db, ownsDb: true, logger: false });
};

export type Answer<T = unknown> = {
  status: number;
  error: number;
  message: string;
  data: T;
  headers: Record<string, unknown>;
};

/** One API call through app.inject, answered as the parsed envelope plus the HTTP status. */
export const call = async <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> => {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    payload: options.body as object | undefined,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  const body = response.json() as { error: number; message: string; data: T };
  return { status: response.statusCode, ...body, headers: response.headers };
};

export const randomPhone = () => `08${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const randomAccount = () => String(randomInt(0, 10_000_000_000)).padStart(10, '0');

/**
 * A member inserted directly with a live session, for tests of features other than registration.
 * Its main wallet is created by whatever registration creates (see `tests/server/helpers/fixtures.ts`).
 */
export const insertMember = async (app: FastifyInstance, agentCode = 'demo') => {
  const phone = randomPhone();
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT id, $2, $2, 'not-a-hash', 'ทดสอบ ระบบ', 'KBANK', $3, $4, now() FROM agents WHERE code = $1 RETURNING id`,
    [agentCode, phone, randomPhone().slice(0, 10), `R${phone}`],
  );
  const id = rows[0]!.id;
  const token = await createSession(app.db, id, 1);
  return { id, phone, token };
};
