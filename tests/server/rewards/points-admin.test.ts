import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { givePoints } from './points-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const auditCount = async (action: string) =>
  Number(
    (await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE action = $1`, [action]))
      .rows[0]!.n,
  );

describe('points back office', () => {
  it('lets marketing set the rule and expiry, create, edit and deactivate items, with audit rows; support may not', async () => {
    const marketing = await insertStaff(app, 'marketing');
    const support = await insertStaff(app, 'support');
    const setup = await call(app, 'POST', '/api/admin/points/setup', {
      token: marketing.token,
      body: { active: true, per_baht: 50, points: 2, categories: ['slot'], expiry_days: 60 },
    });
    expect(setup.data).toMatchObject({ active: true, per_baht: 50, points: 2, expiry_days: 60 });
    expect(await auditCount('points.setup.update')).toBe(1);

    const created = await call(app, 'POST', '/api/admin/points/items', {
      token: marketing.token,
      body: { name: 'ฟรีสปิน', cost: 30, type: 'free_spins', amount: 5, spin_value: 1.5, stock: 1 },
    });
    expect(created.error).toBe(0);
    expect(created.data).toMatchObject({
      type: 'free_spins',
      amount: 5,
      spin_value: 1.5,
      stock: 1,
      active: true,
    });
    const refused = await call(app, 'POST', '/api/admin/points/items', {
      token: support.token,
      body: { name: 'x', cost: 1, type: 'wheel_spins', amount: 1 },
    });
    expect(refused.error).not.toBe(0);
    const bad = await call(app, 'POST', '/api/admin/points/items', {
      token: marketing.token,
      body: { name: 'เครดิต', cost: 1, type: 'credit', amount: 10 },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);

    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 100);
    const redeem = await call(app, 'POST', '/api/redemption/redeem', {
      token: member.token,
      body: { item_id: created.data.id, quantity: 1, request_id: randomUUID() },
    });
    expect(redeem.error).toBe(0);
    const list = await call(app, 'GET', '/api/admin/points/redemptions', { token: marketing.token });
    expect(list.data.items).toMatchObject([{ member_id: member.id, points: 30, description: 'ฟรีสปิน 5 ครั้ง' }]);

    const edited = await call(app, 'POST', `/api/admin/points/items/${created.data.id}`, {
      token: marketing.token,
      body: { ...created.data, stock: 10, active: false },
    });
    expect(edited.data).toMatchObject({ stock: 10, active: false });
    expect(await auditCount('points.item.update')).toBe(1);
    const shop = await call(app, 'GET', '/api/redemption/list', { token: member.token });
    expect(shop.data.items.map((i: { id: number }) => i.id)).not.toContain(created.data.id);
    const all = await call(app, 'GET', '/api/admin/points/items', { token: marketing.token });
    expect(all.data.items.map((i: { id: number }) => i.id)).toContain(created.data.id);
  });
});
