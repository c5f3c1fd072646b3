// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pointsAnswer } from '@contract/wallet';
import { api, configureApi, ContractDriftError, request } from '@lib/api';
import { ApiError } from '@lib/api-error';
import { libStrings } from '@lib/strings';
import { fakeAdapter } from './fake-adapter';

const answer = (status: number | 'network', body: unknown = null) => {
  api.defaults.adapter = fakeAdapter(status, body);
};

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

afterEach(() => {
  configureApi({ onUnauthorized: () => undefined, onBadRequest: () => undefined });
});

describe('request', () => {
  it('unwraps the envelope data on error 0', async () => {
    answer(200, { error: 0, message: '', data: { point: 120 } });
    await expect(request<{ point: number }>(false, { url: '/api/member/points' })).resolves.toEqual({
      point: 120,
    });
  });

  it('throws ApiError with the server Thai message when error is not 0', async () => {
    answer(200, { error: 3001, message: 'ยอดเงินไม่เพียงพอ', data: null });
    const error = await rejection(request(false, { url: '/api/x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('ยอดเงินไม่เพียงพอ');
    expect(error.code).toBe(3001);
    expect(error.status).toBe(200);
  });

  it('keeps the envelope message and status of an HTTP failure', async () => {
    answer(429, { error: 1029, message: 'ทำรายการบ่อยเกินไป', data: null });
    const error = await rejection(request(false, { url: '/api/login' }));
    expect([error.code, error.status, error.message]).toEqual([1029, 429, 'ทำรายการบ่อยเกินไป']);
  });

  it('gives a Thai network message when no answer came', async () => {
    answer('network');
    const error = await rejection(request(false, { url: '/api/x' }));
    expect(error.message).toBe(libStrings.networkError);
    expect(error.status).toBe(0);
  });

  it('says the session expired on 401 for lotto, account and bill calls, and clears the user', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    for (const url of ['/api/lotto/bill/create', '/api/get_user_info', '/api/member/change_password']) {
      answer(401, { error: 1401, message: 'other', data: null });
      const error = await rejection(request(false, { url }));
      expect(error.message).toBe('เซสซั่นหมดอายุ กรุณาลองใหม่');
      expect(error.status).toBe(401);
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
  });

  it('keeps the server message on 401 for other calls', async () => {
    answer(401, { error: 1401, message: 'เซสซั่นหมดอายุ กรุณาเข้าสู่ระบบใหม่', data: null });
    const error = await rejection(request(false, { url: '/api/member/wallets' }));
    expect(error.message).toBe('เซสซั่นหมดอายุ กรุณาเข้าสู่ระบบใหม่');
  });

  it('sends members home on 400 through the configured handler unless the call disables it', async () => {
    const onBadRequest = vi.fn();
    configureApi({ onBadRequest });
    answer(400, { error: 1000, message: 'bad', data: null });
    await rejection(request(false, { url: '/api/x' }));
    await rejection(request(false, { url: '/api/x', skipBadRequestRedirect: true }));
    expect(onBadRequest).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that is not an envelope', async () => {
    answer(200, '<html>');
    const error = await rejection(request(false, { url: '/api/x' }));
    expect(error.message).toBe(libStrings.serverError);
  });
});

describe('answers checked against their contract (development and tests)', () => {
  it('resolves an answer that matches its contract, unchanged', async () => {
    answer(200, { error: 0, message: '', data: { point: 120 } });
    await expect(request(pointsAnswer, { url: '/api/member/points' })).resolves.toEqual({ point: 120 });
  });

  it('fails an answer that drifted from its contract, naming the call and the field', async () => {
    answer(200, { error: 0, message: '', data: { points: 120 } });
    const error = await rejection(request(pointsAnswer, { url: '/api/member/points' }));
    expect(error).toBeInstanceOf(ContractDriftError);
    expect(error.message).toContain('/api/member/points');
    expect(error.message).toContain('point');
  });

  it('fails a list answer with one bad item', async () => {
    answer(200, { error: 0, message: '', data: [{ point: 1 }, { point: 'two' }] });
    const error = await rejection(request(z.array(pointsAnswer), { url: '/api/x' }));
    expect(error).toBeInstanceOf(ContractDriftError);
    expect(error.message).toContain('1.point');
  });

  it('checks every feature call in tests: the guard its call sites use is on here', () => {
    expect(import.meta.env.DEV).toBe(true);
  });
});
