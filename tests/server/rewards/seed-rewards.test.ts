import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { wheelEconomics } from '@contract/rewards/wheel-economics';
import { seedRewards } from '@server/rewards/seed-rewards';
import { adminWheel } from '@server/rewards/wheel/admin/wheel';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('the demo rewards seed', () => {
  it('gives the demo agent one campaign set, once, that the member screens serve', async () => {
    await seedRewards(app.db, ['demo']);
    await seedRewards(app.db, ['demo']);
    const { rows } = await app.db.query<{ kind: string; n: number }>(
      `SELECT c.kind, count(*)::int AS n FROM reward_campaigns c JOIN agents a ON a.id = c.agent_id
        WHERE a.code = 'demo' GROUP BY c.kind ORDER BY c.kind`,
    );
    expect(rows).toEqual([
      { kind: 'cashback', n: 1 },
      { kind: 'coupon', n: 1 },
      { kind: 'points', n: 1 },
      { kind: 'promotion', n: 2 },
      { kind: 'quest', n: 3 },
      { kind: 'redeem', n: 3 },
      { kind: 'wheel', n: 1 },
      { kind: 'winloss', n: 1 },
    ]);
    const member = await fundedMember(app, 0);
    const promotions = await call<{ items?: unknown[] } | unknown[]>(app, 'GET', '/api/promotion/list', {
      token: member.token,
    });
    expect(promotions.error).toBe(0);
    expect(JSON.stringify(promotions.data)).toContain('โบนัสฝากแรก');
    const wheel = await call(app, 'GET', '/api/wheel/config', { token: member.token });
    expect(wheel.error).toBe(0);
    expect(JSON.stringify(wheel.data)).toContain('เครดิตฟรี 20');
    const quests = await call(app, 'GET', '/api/quest/list', { token: member.token });
    expect(JSON.stringify(quests.data)).toContain('เข้าเล่น 5 วันติดต่อกัน');
    const coupon = await call(app, 'POST', '/api/coupon/redeem', {
      token: member.token,
      body: { code: 'welcome20' },
    });
    expect(coupon.error).toBe(0);
    const shop = await call(app, 'GET', '/api/redemption/list', { token: member.token });
    expect(JSON.stringify(shop.data)).toContain('ฟรีสปิน 10 ครั้ง');
  });

  it('seeds a wheel that gives back less than a spin costs (wheelEconomics, as the editor shows it)', async () => {
    await seedRewards(app.db, ['demo']);
    const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`);
    const wheel = await adminWheel(app.db, rows[0]!.id);
    // 10 points a spin at 0.10 baht a point: 1 baht.
    expect(wheel.points_per_spin * wheel.point_value).toBe(1);
    const economics = wheelEconomics(wheel.prizes, wheel.points_per_spin, wheel.point_value);
    expect(economics.returnRate).toBeLessThan(1);
    expect(economics.returnRate).toBeCloseTo(0.79 / 0.95, 10);
  });
});
