import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { buildDeepLink } from '@server/line/admin/deep-links';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const ids = { channelId: '1', apps: { default: '2000-home', deposit: '2000-dep', profile: '' } };

describe('LINE deep-link builder', () => {
  it('builds https://liff.line.me/{liffId}/<name> with the app id, or the default app id', async () => {
    expect((await buildDeepLink('deposit', {}, ids)).liff_url).toBe('https://liff.line.me/2000-dep/deposit');
    expect((await buildDeepLink('profile', {}, ids)).liff_url).toBe('https://liff.line.me/2000-home/profile');
    expect((await buildDeepLink('home', {}, ids)).liff_url).toBe('https://liff.line.me/2000-home');
    const order = await buildDeepLink('deposit-order', { orderId: 'DP123' }, ids);
    expect(order).toMatchObject({
      liff_url: 'https://liff.line.me/2000-dep/deposit/DP123',
      local_path: '/liff/deposit/DP123',
    });
    expect(order.qr_data_url).toMatch(/^data:image\/png;base64,/);
  });

  it('answers the local path and a QR over the API; refuses an unknown screen or a bad parameter', async () => {
    const staff = await insertStaff(app, 'content');
    const answer = await call(app, 'POST', '/api/admin/deeplinks', {
      token: staff.token,
      body: { screen: 'profile' },
    });
    expect(answer.data.local_path).toBe('/liff/profile');
    expect(answer.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    // Every member screen has a LIFF route now: an unknown name is refused.
    for (const body of [
      { screen: 'no-such-screen' },
      { screen: 'deposit-order', params: { orderId: '../x' } },
    ]) {
      const refused = await call(app, 'POST', '/api/admin/deeplinks', { token: staff.token, body });
      expect(refused.error).toBe(errorCatalogue.DEEPLINK_SCREEN_UNKNOWN.code);
    }
    const finance = await insertStaff(app, 'finance');
    const denied = await call(app, 'POST', '/api/admin/deeplinks', {
      token: finance.token,
      body: { screen: 'home' },
    });
    expect(denied.status).toBe(403);
  });
});
