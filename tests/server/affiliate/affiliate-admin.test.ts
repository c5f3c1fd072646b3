import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { runCommissionDay } from '@server/affiliate/commission';
import { dayStart } from '@server/rewards/periods';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { affiliateBalance, agentId, playRound, referredMember } from './affiliate-helpers';

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

describe('affiliate in the back office', () => {
  it('saves settings (audited), holds over the threshold, refuses and releases exactly once', async () => {
    const staff = await insertStaff(app, 'marketing');
    const settings = {
      rates: [{ category: 'slot', basis: 'turnover', level1: 2, level2: 0 }],
      levels: 1,
      min_redeem: 50,
      hold_threshold: 10,
    };
    const saved = await call(app, 'POST', '/api/admin/affiliate/settings', {
      token: staff.token,
      body: settings,
    });
    expect(saved.error).toBe(0);
    expect(await auditCount('affiliate.settings')).toBe(1);
    const bad = await call(app, 'POST', '/api/admin/affiliate/settings', {
      token: staff.token,
      body: { ...settings, min_redeem: 1.005 },
    });
    expect(bad.error).toBe(8703);
    const support = await insertStaff(app, 'support');
    const denied = await call(app, 'POST', '/api/admin/affiliate/settings', {
      token: support.token,
      body: settings,
    });
    expect(denied.error).not.toBe(0);

    const days = ['2026-09-01', '2026-09-02'];
    const a = await referredMember(app, null, 0);
    const b = await referredMember(app, a.id);
    for (const day of days)
      await playRound(app, b, {
        game: 'builtin-slot-thai',
        stake: 1000,
        win: 0,
        at: new Date(dayStart(day).getTime() + 3_600_000),
      });
    for (const day of days) await runCommissionDay(app.db, await agentId(app), day, app.clock());
    const held = await call(app, 'GET', '/api/admin/affiliate/commissions', {
      token: staff.token,
      query: { status: 'held' },
    });
    const mine = held.data.items.filter((c: { referrer_id: number }) => c.referrer_id === a.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ amount: 20, phone: a.phone });

    const noReason = await call(app, 'POST', `/api/admin/affiliate/commissions/${mine[0].id}/refuse`, {
      token: staff.token,
      body: { reason: '' },
    });
    expect(noReason.error).not.toBe(0);
    const refused = await call(app, 'POST', `/api/admin/affiliate/commissions/${mine[0].id}/refuse`, {
      token: staff.token,
      body: { reason: 'บัญชีเล่นสลับกันเอง' },
    });
    expect(refused.data).toMatchObject({ status: 'refused' });
    const releases = await Promise.all(
      [mine[0].id, mine[1].id, mine[1].id, mine[1].id].map((id: number) =>
        call(app, 'POST', `/api/admin/affiliate/commissions/${id}/release`, { token: staff.token, body: {} }),
      ),
    );
    expect(releases.map((r) => r.error).sort()).toEqual([0, 8704, 8704, 8704]);
    expect(await affiliateBalance(app, a.id)).toBe(toSatang(20));
    expect(await auditCount('affiliate.release')).toBe(1);
    expect(await auditCount('affiliate.refuse')).toBe(1);

    const runs = await call(app, 'GET', '/api/admin/affiliate/runs', { token: staff.token });
    expect(runs.data.items.filter((r: { day: string }) => days.includes(r.day))).toHaveLength(2);
    const network = await call(app, 'GET', '/api/admin/affiliate/network', {
      token: staff.token,
      query: { phone: a.phone },
    });
    expect(network.data).toMatchObject({ total: 1, items: [{ id: b.id, phone: b.phone, commission: 20 }] });
    const refusals = await call(app, 'GET', '/api/admin/affiliate/refusals', { token: staff.token });
    expect(refusals.error).toBe(0);
  });
});
