import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { redactError, redactUrl } from '@server/http/log-redaction';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

// The request log (Fastify's 'incoming request' lines) at the level a server runs with, captured.
const lines: string[] = [];
let app: FastifyInstance;
let tester: string;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  const { rows } = await app.db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'sandbox_control'`,
  );
  tester = rows[0]!.value;
});
afterAll(() => app.close());

describe('the request log', () => {
  it('keeps no sandbox tester token from the tester page link, right or wrong, and still shows the path', async () => {
    lines.length = 0; // the start announces the token on purpose (the tester reads it there): requests only
    const wrong = 'not-the-tester-token-0123456789';
    for (const url of [
      `/api/payment/sandbox/pay/D000000001?token=${tester}`,
      `/api/payment/sandbox/pay/D000000001?lang=th&token=${encodeURIComponent(tester)}&x=1`,
      `/api/payment/sandbox/pay/D000000001?token=${wrong}`,
    ]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBeLessThan(500);
    }
    const log = lines.join('');
    expect(log).toContain('/api/payment/sandbox/pay/D000000001?token=[redacted]');
    expect(log).toContain('?lang=th&token=[redacted]&x=1');
    expect(log).not.toContain(tester);
    expect(log).not.toContain(encodeURIComponent(tester));
    expect(log).not.toContain(wrong);
  });

  it('redacts every query value named like a secret, and nothing else', () => {
    expect(redactUrl('/games/slot/?token=abc&lang=th')).toBe('/games/slot/?token=[redacted]&lang=th');
    expect(redactUrl('/x?access_token=a&Secret=b&password=c&sig=d&signature=e&id_token')).toBe(
      '/x?access_token=[redacted]&Secret=[redacted]&password=[redacted]&sig=d&signature=[redacted]&id_token',
    );
    expect(redactUrl('/x?%74oken=a')).toBe('/x?%74oken=[redacted]'); // an escaped name is still the name
    expect(redactUrl('/x?%zz=a&token=%zz')).toBe('/x?%zz=a&token=[redacted]');
    expect(redactUrl('/api/member/wallets')).toBe('/api/member/wallets');
  });

  it('keeps no statement values of a database error in the log: a one-time code being stored stays out', async () => {
    const failed = await app.db
      .query(`INSERT INTO no_such_table (code) VALUES ($1)`, ['482913'])
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    app.log.error({ err: failed }, 'statement failed');
    const wrapped = new Error('outer', { cause: failed });
    app.log.error({ err: wrapped }, 'statement failed again');
    const log = lines.join('');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain('482913');
    expect(redactError('not an error')).toBe('not an error');
  });
});
