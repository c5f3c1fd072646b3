import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const auditCount = async (action: string) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1`, [action]))
    .rows[0]!.n;

describe('content: agent settings', () => {
  it('a changed contact link is served by /api/agent/config at once (memo dropped), audited', async () => {
    const staff = await insertStaff(app, 'content');
    // Fill the five-second memo first, so a test without the invalidation would read the old link.
    const old = await call(app, 'POST', '/api/agent/config', { body: {} });
    const current = await call(app, 'GET', '/api/admin/content/agent', { token: staff.token });
    expect(current.data.line_contact_url).toBe(old.data.info.line_contact_url);
    const link = `https://line.me/R/ti/p/@new${Date.now()}`;
    const saved = await call(app, 'POST', '/api/admin/content/agent', {
      token: staff.token,
      body: { ...current.data, line_contact_url: link },
    });
    expect(saved.data.line_contact_url).toBe(link);
    const fresh = await call(app, 'POST', '/api/agent/config', { body: {} });
    expect(fresh.data.info.line_contact_url).toBe(link);
    const { rows } = await app.db.query<{ after: unknown; before: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'content.agent_settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      before: { line_contact_url: current.data.line_contact_url },
      after: { line_contact_url: link },
    });
  });

  it('refuses http, javascript: and //host links, and changes nothing', async () => {
    const staff = await insertStaff(app, 'content');
    const current = await call(app, 'GET', '/api/admin/content/agent', { token: staff.token });
    const before = await auditCount('content.agent_settings');
    for (const bad of ['http://line.me/x', 'javascript:alert(1)', '//evil.example/x', 'https://a b'])
      for (const field of ['line_contact_url', 'logo', 'telegram_contact_url']) {
        const answer = await call(app, 'POST', '/api/admin/content/agent', {
          token: staff.token,
          body: { ...current.data, [field]: bad },
        });
        expect(answer.status).toBe(400);
      }
    const long = await call(app, 'POST', '/api/admin/content/agent', {
      token: staff.token,
      body: { ...current.data, name: 'ก'.repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(await auditCount('content.agent_settings')).toBe(before);
    expect((await call(app, 'GET', '/api/admin/content/agent', { token: staff.token })).data).toEqual(
      current.data,
    );
  });
});

describe('content: lists', () => {
  it('a new banner is served by /api/banner, an edit shows, a hidden one is gone; another role is refused', async () => {
    const staff = await insertStaff(app, 'content');
    const created = await call(app, 'POST', '/api/admin/content/banners', {
      token: staff.token,
      body: { image: '/images/new-banner.webp', link: '/promotion', title: 'โปรใหม่', sort: -5 },
    });
    expect(created.data).toMatchObject({ image: '/images/new-banner.webp', active: true, sort: -5 });
    const id = created.data.id;
    const served = await call(app, 'GET', '/api/banner');
    expect(served.data[0]).toEqual({
      id,
      image: '/images/new-banner.webp',
      link: '/promotion',
      title: 'โปรใหม่',
    });
    await call(app, 'POST', `/api/admin/content/banners/${id}`, {
      token: staff.token,
      body: { ...created.data, id: undefined, title: 'โปรแก้ไข' },
    });
    expect((await call(app, 'GET', '/api/banner')).data[0].title).toBe('โปรแก้ไข');
    await call(app, 'POST', `/api/admin/content/banners/${id}`, {
      token: staff.token,
      body: { ...created.data, id: undefined, active: false },
    });
    expect((await call(app, 'GET', '/api/banner')).data.map((b: { id: number }) => b.id)).not.toContain(id);
    expect(await auditCount('content.banners.update')).toBeGreaterThanOrEqual(2);
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/content/banners', { token: support.token })).status).toBe(403);
  });

  it('refuses a banner without image or with an unsafe link, an unknown bank, an unknown row', async () => {
    const staff = await insertStaff(app, 'content');
    const post = (path: string, body: object) => call(app, 'POST', path, { token: staff.token, body });
    expect((await post('/api/admin/content/banners', { image: '' })).status).toBe(400);
    const bare = await post('/api/admin/content/banners', { image: 'https://cdn.example/b.png' });
    expect(bare.data).toMatchObject({
      image: 'https://cdn.example/b.png',
      title: '',
      link: '',
      active: true,
    });
    expect((await post('/api/admin/content/banners', { image: '/x.png', link: 'http://x.y' })).status).toBe(
      400,
    );
    const bank = await post('/api/admin/content/bank_accounts', {
      bank_code: 'NOPE',
      account_number: '1234567890',
      account_name: 'บจก. ทดสอบ',
    });
    expect(bank.error).toBe(errorCatalogue.CONTENT_BANK_UNKNOWN.code);
    // A Thai bank name (as staff type it) is the bank's code; a name that fits several banks is refused.
    const byName = await post('/api/admin/content/bank_accounts', {
      bank_code: 'กรุงเทพ',
      account_number: '1234567891',
      account_name: 'บจก. ทดสอบ',
    });
    expect([byName.error, byName.data?.bank_code]).toEqual([0, 'BBL']);
    const vague = await post('/api/admin/content/bank_accounts', {
      bank_code: 'กรุง',
      account_number: '1234567892',
      account_name: 'บจก. ทดสอบ',
    });
    expect([vague.status, vague.error, vague.message]).toEqual([
      200,
      errorCatalogue.CONTENT_BANK_UNKNOWN.code,
      'ไม่พบธนาคารนี้ กรุณาเลือกธนาคารจากรายการ',
    ]);
    const missing = await post('/api/admin/content/events/999999', { image: '/e.png', title: 'กิจกรรม' });
    expect(missing.error).toBe(errorCatalogue.CONTENT_NOT_FOUND.code);
    const added = await post('/api/admin/content/bank_accounts', {
      bank_code: 'KBANK',
      account_number: '1234567890',
      account_name: 'บจก. ทดสอบ',
    });
    expect(added.error).toBe(0);
    const accounts = await call(app, 'POST', '/api/agent/bank_accounts', { body: {} });
    expect(accounts.data.map((a: { id: number }) => a.id)).toContain(added.data.id);
  });
});

describe('content: payment channels', () => {
  it('an edit keeps the channel ids; closing needs a Thai reason; members see it', async () => {
    const staff = await insertStaff(app, 'content');
    const list = await call(app, 'GET', '/api/admin/content/channels', { token: staff.token });
    const first = list.data[0];
    const noReason = await call(app, 'POST', `/api/admin/content/channels/${first.id}`, {
      token: staff.token,
      body: { min: 100, max: 5000, available: false },
    });
    expect(noReason.error).toBe(errorCatalogue.CHANNEL_LIMITS_INVALID.code);
    const inverted = await call(app, 'POST', `/api/admin/content/channels/${first.id}`, {
      token: staff.token,
      body: { min: 500, max: 100, available: true },
    });
    expect(inverted.error).toBe(errorCatalogue.CHANNEL_LIMITS_INVALID.code);
    const member = await insertMember(app);
    const before = await call(app, 'GET', '/api/member/payment/channels', { token: member.token });
    const saved = await call(app, 'POST', `/api/admin/content/channels/${first.id}`, {
      token: staff.token,
      body: { min: 200.5, max: 4000, available: false, unavailable_reason: 'ปิดปรับปรุงระบบ' },
    });
    expect(saved.data).toMatchObject({ id: first.id, min: 200.5, max: 4000, available: false, own: true });
    const after = await call(app, 'GET', '/api/admin/content/channels', { token: staff.token });
    expect(after.data.map((c: { id: number }) => c.id)).toEqual(list.data.map((c: { id: number }) => c.id));
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_channels WHERE agent_id IS NULL AND available = false`,
    );
    expect(rows[0]!.n).toBe(0);
    const seen = await call(app, 'GET', '/api/member/payment/channels', { token: member.token });
    expect(seen.data.map((c: { id: number }) => c.id)).toEqual(before.data.map((c: { id: number }) => c.id));
    expect(JSON.stringify(seen.data)).toContain('ปิดปรับปรุงระบบ');
    // The member's page still holds the ids read before the edit: the closed one says why, the others work.
    const closed = await call(app, 'POST', '/api/member/payment/generate_qr', {
      token: member.token,
      body: { channel_id: first.id, amount: 300 },
    });
    expect(closed).toMatchObject({ error: errorCatalogue.PAYMENT_CHANNEL_UNAVAILABLE.code });
    expect(closed.message).toContain('ปิดปรับปรุงระบบ');
    const other = before.data.find((c: { id: number; type: string }) => c.id !== first.id);
    const info = await call(app, 'GET', '/api/member/payment/info', {
      token: member.token,
      query: { channel_id: String(other.id) },
    });
    expect(info.error).toBe(0);
    const reopened = await call(app, 'POST', `/api/admin/content/channels/${first.id}`, {
      token: staff.token,
      body: { min: 100, max: 50000, available: true },
    });
    expect(reopened.data).toMatchObject({ id: first.id, available: true, unavailable_reason: '' });
  });
});
