import { afterAll, describe, expect, it } from 'vitest';
import { toSatang } from '@contract/money';
import { errorCatalogue } from '@contract/errors';
import type { RewardFigures } from '@contract/admin/rewards-report';
import { bangkokDay } from '@server/reports/bangkok-days';
import { addDays, grantAward } from '@server/rewards';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { deposit, depositedMember } from '@tests/server/admin/money/money-fixtures';
import { demoAgentId, insertCampaign } from './rewards-helpers';

const app = await createTestApp();
afterAll(() => app.close());
const agentId = await demoAgentId(app);
const marketing = await insertStaff(app, 'marketing');
const support = await insertStaff(app, 'support');
const content = await insertStaff(app, 'content');
const today = bangkokDay(new Date());
const yesterday = addDays(today, -1);

/** What the test granted, kept beside the grants: the independent side of every comparison. */
type Made = {
  campaign: number;
  kind: string;
  day: string;
  member: number;
  amount: number;
  points: number;
  spins: number;
  basis: number;
};
const made: Made[] = [];
const depositsOn = new Map<string, number>(); // `${member}:${day}` -> satang

const grant = async (
  m: Omit<Made, 'day' | 'amount' | 'basis'> & {
    day?: string;
    baht?: number;
    basisBaht?: number;
    period: string;
  },
) => {
  const day = m.day ?? today;
  const amount = toSatang(m.baht ?? 0);
  const basis = toSatang(m.basisBaht ?? 0);
  // An award dated yesterday: the engine takes the award's day from `now` (noon Bangkok that day).
  const now = day === today ? new Date() : new Date(`${day}T05:00:00Z`);
  await grantAward(app.db, {
    agentId,
    campaignId: m.campaign,
    memberId: m.member,
    periodKey: m.period,
    amount,
    walletTypeId: amount > 0 ? 1 : undefined,
    points: m.points,
    spins: m.spins,
    basis,
    description: 'รางวัลทดสอบ',
    now,
  });
  made.push({ ...m, day, amount, basis });
};
const depositOf = async (member: number, baht: number) => {
  const done = await deposit(app, member, baht);
  const k = `${member}:${today}`;
  depositsOn.set(k, (depositsOn.get(k) ?? 0) + toSatang(baht));
  return done.transferId;
};

/** The expected figures of a group of grants, computed here from `made` (satang to baht at the end). */
const expected = (rows: Made[], depositBacked: Set<number>): RewardFigures => {
  const pairs = new Set(rows.map((r) => `${r.member}:${r.day}`));
  const sum = (f: (r: Made) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    awards: rows.length,
    members: new Set(rows.map((r) => r.member)).size,
    amount: sum((r) => r.amount) / 100,
    points: sum((r) => r.points),
    spins: sum((r) => r.spins),
    freebets: 0,
    freebet_won: 0,
    deposit_basis: sum((r) => (depositBacked.has(r.campaign) ? r.basis : 0)) / 100,
    member_deposits: [...pairs].reduce((s, p) => s + (depositsOn.get(p) ?? 0), 0) / 100,
  };
};

const report = (token: string, query: Record<string, string>) =>
  call(app, 'GET', '/api/admin/rewards/report', { token, query });

// Campaigns of four kinds; a deposit promotion (10% of the deposit) and a claim promotion with a 'week' period.
const depositPromo = await insertCampaign(app, { name: 'ฝากแรกรับ 10%', trigger: 'deposit' });
const claimPromo = await insertCampaign(app, { name: 'รับฟรี, ทุกวัน', trigger: 'claim' });
const wheel = await insertCampaign(app, {
  kind: 'wheel',
  name: 'หมุนฟรี',
  reward: { type: 'spins', spins: 1 },
});
const points = await insertCampaign(app, {
  kind: 'points',
  name: 'แต้ม',
  reward: { type: 'points', points: 5 },
});
const depositBacked = new Set([depositPromo]);

const a = await depositedMember(app, 0);
const b = await depositedMember(app, 0);
const c = await depositedMember(app, 0);
const aDeposit = await depositOf(a.id, 1000);
await depositOf(a.id, 250.5);
const bDeposit = await depositOf(b.id, 300);
await depositOf(c.id, 77); // deposited, never awarded: counts nowhere

await grant({
  campaign: depositPromo,
  kind: 'promotion',
  member: a.id,
  period: `deposit:${aDeposit}`,
  baht: 100,
  basisBaht: 1000,
  points: 0,
  spins: 0,
});
await grant({
  campaign: depositPromo,
  kind: 'promotion',
  member: b.id,
  period: `deposit:${bDeposit}`,
  baht: 30,
  basisBaht: 300,
  points: 0,
  spins: 0,
});
await grant({
  campaign: claimPromo,
  kind: 'promotion',
  member: a.id,
  period: today,
  baht: 20.25,
  basisBaht: 999,
  points: 0,
  spins: 0,
});
await grant({
  campaign: claimPromo,
  kind: 'promotion',
  member: a.id,
  period: yesterday,
  day: yesterday,
  baht: 20.25,
  points: 0,
  spins: 0,
});
await grant({ campaign: wheel, kind: 'wheel', member: b.id, period: 'spin:1', points: 0, spins: 2 });
await grant({ campaign: points, kind: 'points', member: a.id, period: today, points: 40, spins: 0 });
await grant({ campaign: points, kind: 'points', member: b.id, period: today, points: 7, spins: 0 });

// Another agent's campaign, member and award: never in the demo agent's report (the `made` sums leave it out).
const otherAgent = (
  await app.db.query<{ id: number }>(
    `INSERT INTO agents (code, name) VALUES ('rr-other', 'อีกเว็บ') RETURNING id`,
  )
).rows[0]!.id;
const otherCampaign = await insertCampaign(app, { name: 'ของอีกเว็บ' });
await app.db.query(`UPDATE reward_campaigns SET agent_id = $1 WHERE id = $2`, [otherAgent, otherCampaign]);
const outsider = await insertMember(app, 'rr-other');
await deposit(app, outsider.id, 5000);
await grantAward(app.db, {
  agentId: otherAgent,
  campaignId: otherCampaign,
  memberId: outsider.id,
  periodKey: 'once',
  amount: toSatang(500),
  walletTypeId: 1,
  description: 'โบนัสอีกเว็บ',
  now: new Date(),
});

describe('rewards report: numbers', () => {
  it('per campaign and day, per campaign, per kind and in total equal a sum over the grants made', async () => {
    const answer = await report(marketing.token, { from: yesterday, to: today });
    expect(answer.error).toBe(0);
    const data = answer.data;
    const ids = [depositPromo, claimPromo, wheel, points];
    for (const id of ids) {
      for (const day of [yesterday, today]) {
        const rows = made.filter((m) => m.campaign === id && m.day === day);
        const row = data.rows.find(
          (r: { campaign_id: number; day: string }) => r.campaign_id === id && r.day === day,
        );
        if (rows.length === 0) expect(row).toBeUndefined();
        else expect(row, `${id} ${day}`).toMatchObject(expected(rows, depositBacked));
      }
      const campaign = data.campaigns.find((r: { campaign_id: number }) => r.campaign_id === id);
      expect(campaign).toMatchObject(
        expected(
          made.filter((m) => m.campaign === id),
          depositBacked,
        ),
      );
    }
    for (const kind of ['promotion', 'wheel', 'points']) {
      const row = data.kinds.find((r: { kind: string }) => r.kind === kind);
      expect(row, kind).toEqual({
        kind,
        ...expected(
          made.filter((m) => m.kind === kind),
          depositBacked,
        ),
      });
    }
    expect(data.days).toEqual(
      [yesterday, today].map((day) => ({
        day,
        ...expected(
          made.filter((m) => m.day === day),
          depositBacked,
        ),
      })),
    );
    expect(data.total).toEqual(expected(made, depositBacked));
    expect(data.campaigns.map((r: { campaign_id: number }) => r.campaign_id)).not.toContain(otherCampaign);
    // Member a's deposits (1,250.50) count once in the promotion kind although two promotions awarded a today.
    expect(data.kinds.find((r: { kind: string }) => r.kind === 'promotion').member_deposits).toBe(1550.5);
  });

  it('keeps to the range: today alone leaves out yesterday', async () => {
    const { data } = await report(marketing.token, { from: today, to: today });
    expect(data.total).toEqual(
      expected(
        made.filter((m) => m.day === today),
        depositBacked,
      ),
    );
    expect(data.rows.every((r: { day: string }) => r.day === today)).toBe(true);
  });

  it('exports the same figures as CSV with a BOM and a total line', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/rewards/report.csv',
      query: { from: yesterday, to: today },
      headers: { authorization: `Bearer ${marketing.token}` },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')[0]).toBe('วันที่');
    const total = expected(made, depositBacked);
    expect(lines.at(-1)).toBe(
      [
        'รวม',
        '',
        '',
        total.awards,
        total.members,
        total.amount.toFixed(2),
        total.points,
        total.spins,
        total.freebets,
        total.freebet_won.toFixed(2),
        total.deposit_basis.toFixed(2),
        total.member_deposits.toFixed(2),
      ].join(','),
    );
    // A name with a comma is quoted.
    expect(response.body).toContain('"รับฟรี, ทุกวัน"');
  });
});

describe('rewards report: range and permission', () => {
  it.each([
    [{ from: today, to: yesterday }, 'end before start'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'a day that does not exist'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'more than 366 days'],
  ])('refuses %o (%s) with REPORT_RANGE_INVALID', async (query) => {
    const answer = await report(marketing.token, query);
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(errorCatalogue.REPORT_RANGE_INVALID.code);
  });

  it('refuses a malformed day as bad input, never a 5xx', async () => {
    const answer = await report(marketing.token, { from: 'yesterday', to: today });
    expect(answer.status).toBeLessThan(500);
    expect(answer.error).not.toBe(0);
    const missing = await report(marketing.token, { from: today });
    expect(missing.status).toBeLessThan(500);
    expect(missing.error).not.toBe(0);
  });

  it('lets marketing and support view it; content may not', async () => {
    expect((await report(support.token, { from: today, to: today })).error).toBe(0);
    const refused = await report(content.token, { from: today, to: today });
    expect(refused.status).toBe(403);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/rewards/report.csv',
      query: { from: today, to: today },
      headers: { authorization: `Bearer ${content.token}` },
    });
    expect(csv.statusCode).toBe(403);
  });
});
