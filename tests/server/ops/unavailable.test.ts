import { describe, expect, it } from 'vitest';
import {
  asUnavailable,
  DatabaseUnavailableError,
  fromUnavailableDatabase,
  isDatabaseUnavailable,
} from '@server/db/unavailable';
import { AppError } from '@server/http/app-error';
import { createTestApp } from '@tests/server/helpers/test-app';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('telling the database being away from a wrong request', () => {
  it('counts lost connections, shutdowns and time limits as the database being away', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '57014', '25P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves SQL errors and business refusals alone', () => {
    for (const code of ['23505', '40001', '40P01', '22P02', '42P01']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('ledger:INSUFFICIENT_FUNDS'))).toBe(false);
    expect(isDatabaseUnavailable(new AppError('INSUFFICIENT_FUNDS'))).toBe(false);
    const unique = withCode('23505');
    expect(asUnavailable(unique)).toBe(unique);
  });

  it('the error handler answers only what the database layer marked', () => {
    expect(fromUnavailableDatabase(asUnavailable(withCode('57P01')))).toBe(true);
    expect(fromUnavailableDatabase(new Error('wrapped', { cause: new DatabaseUnavailableError('x') }))).toBe(
      true,
    );
    // A payment provider refusing its connection is not the database.
    expect(fromUnavailableDatabase(withCode('ECONNREFUSED'))).toBe(false);
  });

  it('answers 503 SERVICE_UNAVAILABLE with the request id, in Thai', async () => {
    const app = await createTestApp();
    app.get('/test/database-away', async () => {
      throw new DatabaseUnavailableError(withCode('57P01'));
    });
    app.get('/test/provider-refused', async () => {
      throw withCode('ECONNREFUSED');
    });
    try {
      const away = await app.inject({ method: 'GET', url: '/test/database-away' });
      expect(away.statusCode).toBe(503);
      const id = away.headers['x-request-id'];
      expect(away.json()).toEqual({
        error: 9503,
        message: expect.stringContaining(`ระบบฐานข้อมูลขัดข้องชั่วคราว`),
        data: { request_id: id },
      });
      expect(away.json().message).toContain(String(id));
      expect(away.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/test/provider-refused' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
