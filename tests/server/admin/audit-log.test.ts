import { afterAll, describe, expect, it } from 'vitest';
import { auditAs } from '@server/staff/audit';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

describe('GET /api/admin/audit', () => {
  it('filters by staff, action (exact or area), target and date range, newest first, in pages', async () => {
    const owner = await insertStaff(app, 'owner');
    const a = await insertStaff(app, 'finance');
    const b = await insertStaff(app, 'support');
    const meta = { ip: '10.3.0.1', requestId: 'req-audit-log' };
    await auditAs(app.db, meta, a, { action: 'zz.one', targetType: 'member', targetId: 7 });
    await auditAs(app.db, meta, a, { action: 'zz.two', targetType: 'member', targetId: 8 });
    await auditAs(app.db, meta, b, { action: 'zz.one', targetType: 'withdrawal', targetId: 7 });
    await auditAs(app.db, meta, b, { action: 'zz_one', targetType: 'member', targetId: 7 });

    const get = async (query: Record<string, string>) =>
      (await call(app, 'GET', '/api/admin/audit', { token: owner.token, query })).data.items as Array<{
        action: string;
        staff_username: string;
        target_type: string;
        target_id: string;
      }>;

    expect((await get({ staff_id: String(a.id) })).map((r) => r.action)).toEqual(['zz.two', 'zz.one']);
    expect((await get({ action: 'zz.one' })).map((r) => r.staff_username)).toEqual([b.username, a.username]);
    // An area prefix; the underscore of zz_one is no wildcard.
    expect((await get({ action: 'zz.' })).map((r) => r.action)).toEqual(['zz.one', 'zz.two', 'zz.one']);
    expect(await get({ target_type: 'member', target_id: '7', action: 'zz.' })).toHaveLength(1);
    expect(await get({ action: 'zz.', from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await get({ action: 'zz.', to: new Date(Date.now() - 3_600_000).toISOString() })).toEqual([]);
    // Any start of a code: `zz` finds all four; `zz_` only the underscore one (no wildcard); case is ignored.
    expect(await get({ action: 'zz' })).toHaveLength(4);
    expect((await get({ action: 'ZZ_' })).map((r) => r.action)).toEqual(['zz_one']);

    const first = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      query: { action: 'zz.', limit: '2' },
    });
    expect(first.data.items).toHaveLength(2);
    const second = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      query: { action: 'zz.', limit: '2', before_id: String(first.data.next_before_id) },
    });
    expect(second.data.items.map((r: { action: string }) => r.action)).toEqual(['zz.one']);
    expect(second.data.next_before_id).toBeNull();
  });

  it('finds an action by a part of its code or of its Thai label ("withdrawal" finds approvals and refusals)', async () => {
    const owner = await insertStaff(app, 'owner');
    const finance = await insertStaff(app, 'finance');
    const meta = { ip: '10.3.0.2', requestId: 'req-audit-prefix' };
    await auditAs(app.db, meta, finance, {
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: 1,
    });
    await auditAs(app.db, meta, finance, {
      action: 'withdrawal.refuse',
      targetType: 'withdrawal',
      targetId: 2,
    });
    await auditAs(app.db, meta, finance, { action: 'member.adjust', targetType: 'member', targetId: 3 });
    const actions = async (action: string) =>
      (
        await call(app, 'GET', '/api/admin/audit', {
          token: owner.token,
          query: { action, staff_id: String(finance.id) },
        })
      ).data.items.map((row: { action: string }) => row.action);
    expect(await actions('withdrawal')).toEqual(['withdrawal.refuse', 'withdrawal.approve']);
    expect(await actions('with')).toEqual(['withdrawal.refuse', 'withdrawal.approve']);
    expect(await actions('ถอนเงิน')).toEqual(['withdrawal.refuse', 'withdrawal.approve']);
    expect(await actions('ปรับยอด')).toEqual(['member.adjust']);
    expect(await actions('drawal')).toEqual([]);
  });

  it('refuses a bad date with a clear error and a huge limit as a bad request', async () => {
    const owner = await insertStaff(app, 'owner');
    const bad = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      query: { from: 'yesterday' },
    });
    expect(bad).toMatchObject({ status: 200, error: 1001 });
    const huge = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      query: { limit: '100000' },
    });
    expect(huge.status).toBe(400);
  });
});
