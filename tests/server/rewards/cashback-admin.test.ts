import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { dayStart } from '@server/rewards';
import { call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { createClockedApp, playWeek, satang } from './cashback-helpers';

let app: FastifyInstance;
let marketing: { token: string };
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);
const campaign = {
  kind: 'cashback',
  name: 'คืนยอดเทิร์นสล็อต',
  status: 'active',
  wallet_type_id: 1,
  turnover_multiplier: 0,
  rates: { slot: 0.5, casino: 0.2 },
  min_payout: 1,
  max_payout: 500,
};
const auditRows = async (action: string) =>
  Number(
    (await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE action = $1`, [action]))
      .rows[0]!.n,
  );

beforeAll(async () => {
  ({ app } = await createClockedApp(at('2026-11-11', 12)));
  marketing = await insertStaff(app, 'marketing');
}, 60_000);
afterAll(async () => app?.close());

describe('back office: cashback rates and re-runs', () => {
  it('saves a cashback campaign with an audit row, and members read its rates', async () => {
    const saved = await call(app, 'POST', '/api/admin/cashback/campaigns', {
      token: marketing.token,
      body: campaign,
    });
    expect(saved.error).toBe(0);
    expect(saved.data).toMatchObject({ kind: 'cashback', rates: { slot: 0.5, casino: 0.2 }, min_payout: 1 });
    expect(await auditRows('cashback.create')).toBe(1);
    const info = await call(app, 'GET', '/api/cashback/info');
    expect(info.data.cashback[0]).toMatchObject({
      name: 'คืนยอดเทิร์นสล็อต',
      rates: [
        { category: 'slot', percent: 0.5 },
        { category: 'casino', percent: 0.2 },
      ],
      max_payout: 500,
    });
  });

  it('refuses a rate over 100 %, a minimum over the cap, and staff without rewards.manage', async () => {
    const bad = await call(app, 'POST', '/api/admin/cashback/campaigns', {
      token: marketing.token,
      body: { ...campaign, rates: { slot: 150 } },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
    const inverted = await call(app, 'POST', '/api/admin/cashback/campaigns', {
      token: marketing.token,
      body: { ...campaign, min_payout: 600 },
    });
    expect(inverted.error).toBe(errorCatalogue.CASHBACK_SETTINGS_INVALID.code);
    const support = await insertStaff(app, 'support');
    const refused = await call(app, 'POST', '/api/admin/cashback/campaigns', {
      token: support.token,
      body: campaign,
    });
    expect(refused.error).not.toBe(0);
    expect(await auditRows('cashback.create')).toBe(1);
  });

  it('re-runs an ended day once: the second re-run pays nothing, and a day not ended is refused', async () => {
    const member = await playWeek(app, [
      { day: '2026-11-10', hour: 9, category: 'slot', stake: 400, win: 0 },
    ]);
    const rerun = (period: string) =>
      call(app, 'POST', '/api/admin/cashback/rerun', {
        token: marketing.token,
        body: { kind: 'cashback', period },
      });
    const first = await rerun('2026-11-10');
    expect(first.data).toMatchObject({ paid: 1, total: 2 });
    const second = await rerun('2026-11-10');
    expect(second.data).toMatchObject({ paid: 0, replayed: 1, total: 0 });
    expect((await rerun('2026-11-11')).error).toBe(errorCatalogue.CASHBACK_PERIOD_INVALID.code);
    expect(await auditRows('cashback.rerun')).toBe(2);
    const history = await call(app, 'GET', '/api/cashback/turnover/history', { token: member.token });
    expect(history.data.items).toMatchObject([
      {
        day: '2026-11-10',
        turnover: 400,
        amount: 2,
        lines: [{ category: 'slot', stake: 400, percent: 0.5, amount: 2 }],
      },
    ]);
    expect(satang(history.data.items[0].amount)).toBe(200);
    const runs = await call(app, 'GET', '/api/admin/cashback/runs?kind=cashback', { token: marketing.token });
    expect(runs.data.items).toMatchObject([{ period: '2026-11-10', members: 1, total: 2 }]);
  });
});
