import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

// Another agent keeps the defaults while the demo agent changes its settings.
const app = await createTestApp();
afterAll(() => app.close());

describe('LINE settings per agent', () => {
  it('are the owner’s to edit: checked in Thai, stored for the agent, read by the LIFF pages and the deep links', async () => {
    const owner = await insertStaff(app, 'owner');
    const before = await call(app, 'GET', '/api/admin/line/settings', { token: owner.token });
    expect(before.data.liff_apps.deposit).toBe('');
    // liff.config.json's ids (empty in the repository) are the defaults.
    expect((await call(app, 'GET', '/api/liff/config')).data.apps).toEqual(before.data.effective_liff_apps);

    const wrong = await call(app, 'POST', '/api/admin/line/settings', {
      token: owner.token,
      body: { channel_id: '2000000001', liff_apps: { deposit: 'not-a-liff-id' } },
    });
    expect([wrong.status, wrong.error]).toEqual([200, errorCatalogue.LINE_SETTINGS_INVALID.code]);
    expect((await call(app, 'GET', '/api/admin/line/settings', { token: owner.token })).data).toEqual(
      before.data,
    );

    const saved = await call(app, 'POST', '/api/admin/line/settings', {
      token: owner.token,
      body: {
        channel_id: '2000000001',
        liff_apps: { default: '2000000001-Home0001', deposit: '2000000001-Depo0001' },
      },
    });
    expect(saved.data).toMatchObject({
      channel_id: '2000000001',
      effective_channel_id: '2000000001',
      liff_apps: { default: '2000000001-Home0001', deposit: '2000000001-Depo0001', wheel: '' },
      // An app without an id of its own: the LIFF page falls back to the default app's id (liffIdFor).
      effective_liff_apps: { wheel: '' },
    });
    expect((await call(app, 'GET', '/api/liff/config')).data.apps).toMatchObject({
      default: '2000000001-Home0001',
      deposit: '2000000001-Depo0001',
    });

    const content = await insertStaff(app, 'content');
    const link = await call(app, 'POST', '/api/admin/deeplinks', {
      token: content.token,
      body: { screen: 'deposit-order', params: { orderId: 'DP123' } },
    });
    expect(link.data.liff_url).toBe('https://liff.line.me/2000000001-Depo0001/deposit/DP123');
    const home = await call(app, 'POST', '/api/admin/deeplinks', {
      token: content.token,
      body: { screen: 'profile' },
    });
    expect(home.data.liff_url).toBe('https://liff.line.me/2000000001-Home0001/profile');

    const audit = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      query: { action: 'content.line_settings' },
    });
    expect(audit.data.items[0]).toMatchObject({
      staff_username: owner.username,
      after: { channel_id: '2000000001', liff_apps: { deposit: '2000000001-Depo0001' } },
    });
    for (const role of ['content', 'support', 'marketing'] as const) {
      const staff = await insertStaff(app, role);
      expect((await call(app, 'GET', '/api/admin/line/settings', { token: staff.token })).status).toBe(403);
    }
  });
});
