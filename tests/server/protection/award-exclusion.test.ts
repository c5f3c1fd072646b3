import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { toSatang, type Satang } from '@contract/money';
import { runCommissionDay } from '@server/affiliate/commission';
import { affiliateTick } from '@server/jobs/affiliate';
import { checkLedger, memberWallets } from '@server/ledger';
import { grantAward } from '@server/rewards';
import { addDays, bangkokDay, dayStart } from '@server/rewards/periods';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { affiliateBalance, agentId, playRound, setSettings } from '@tests/server/affiliate/affiliate-helpers';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { openPoll, vote } from '@tests/server/polls/poll-helpers';
import { insertCampaign } from '@tests/server/rewards/rewards-helpers';

// DOMAIN: an excluded or timed-out member receives no award, prize, vote or marketing message of any kind, by
// any path. One test per path that gives or markets; each asks the one check (protection/gate.ts isExcluded).
const app: FastifyInstance = await createTestApp();
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});
const DAY = 86_400_000;

const exclude = async (memberId: number, kind: 'timeout' | 'self_exclusion', days: number) =>
  app.db.query(
    `INSERT INTO member_protection (member_id, agent_id, exclusion_kind, excluded_from, excluded_until)
     SELECT id, agent_id, $2, now(), now() + make_interval(days => $3) FROM members WHERE id = $1`,
    [memberId, kind, days],
  );
const main = async (memberId: number) =>
  Number((await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === 1)?.balance ?? 0);

describe('excluded members receive nothing, by any path (issue 25)', () => {
  it('grantAward refuses a member in a time-out as well as one self-excluded, and pays nothing', async () => {
    const campaign = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 1, amount: 5_000 },
    });
    for (const kind of ['timeout', 'self_exclusion'] as const) {
      const member = await insertMember(app);
      await exclude(member.id, kind, kind === 'timeout' ? 1 : 180);
      await expect(
        grantAward(app.db, {
          agentId: await agentId(app),
          campaignId: campaign,
          memberId: member.id,
          periodKey: 'once',
          amount: 5_000 as Satang,
          walletTypeId: 1,
          description: 'ทดสอบ',
          now: app.clock(),
        }),
      ).rejects.toMatchObject({ reason: 'REWARD_MEMBER_EXCLUDED' });
      expect(await main(member.id)).toBe(0);
    }
  });

  it("a poll refuses an excluded member's vote, and a winner excluded before the payout gets no prize", async () => {
    const staff = await insertStaff(app, 'marketing');
    const checker = await insertStaff(app, 'marketing');
    const poll = await openPoll(app, staff.token, { prize_mode: 'per_winner', prize: 100 });
    const right = poll.choices[0]!;
    const barred = await insertMember(app);
    await exclude(barred.id, 'timeout', 7);
    expect((await vote(app, barred.token, poll.id, right.id)).error).toBe(
      errorCatalogue.POLL_MEMBER_EXCLUDED.code,
    );
    const winner = await insertMember(app);
    const later = await insertMember(app);
    expect((await vote(app, winner.token, poll.id, right.id)).error).toBe(0);
    expect((await vote(app, later.token, poll.id, right.id)).error).toBe(0);
    await exclude(later.id, 'self_exclusion', 180);
    await call(app, 'POST', `/api/admin/polls/${poll.id}/status`, {
      token: staff.token,
      body: { status: 'closed' },
    });
    await call(app, 'POST', `/api/admin/polls/${poll.id}/answer`, {
      token: staff.token,
      body: { choice_id: right.id },
    });
    const confirmed = await call(app, 'POST', `/api/admin/polls/${poll.id}/answer/confirm`, {
      token: checker.token,
    });
    expect(confirmed.error).toBe(0);
    expect(await main(winner.id)).toBe(toSatang(100));
    expect(await main(later.id)).toBe(0);
    expect(await main(barred.id)).toBe(0);
    const { rows } = await app.db.query<{ amount: number; excluded: boolean }>(
      `SELECT amount::int AS amount, excluded FROM poll_payouts WHERE poll_id = $1 AND member_id = $2`,
      [poll.id, later.id],
    );
    expect(rows).toEqual([{ amount: 0, excluded: true }]);
  });

  it('holds the commission of an excluded referrer, refuses staff its release, and the job pays it once after', async () => {
    await setSettings(app, {
      rates: { slot: { basis: 'turnover', level1: 1, level2: 0 } },
      levels: 1,
      minRedeem: toSatang(1),
      holdThreshold: toSatang(1_000_000),
    });
    const referrer = await insertMember(app);
    const player = await fundedMember(app, 1_000);
    await app.db.query(`UPDATE members SET referred_by = $2 WHERE id = $1`, [player.id, referrer.id]);
    const day = addDays(bangkokDay(app.clock()), -1);
    await playRound(app, player, {
      game: 'builtin-slot-thai',
      stake: 200,
      win: 0,
      at: new Date(dayStart(day).getTime() + 5 * 3_600_000),
    });
    await exclude(referrer.id, 'timeout', 1);
    await runCommissionDay(app.db, await agentId(app), day, app.clock());
    expect(await affiliateBalance(app, referrer.id)).toBe(0);
    const { rows } = await app.db.query<{ id: string; status: string; reason: string }>(
      `SELECT id, status, reason FROM affiliate_commissions WHERE referrer_id = $1`,
      [referrer.id],
    );
    expect(rows).toMatchObject([{ status: 'held', reason: 'excluded' }]);
    const owner = await insertStaff(app, 'owner');
    const release = await call(app, 'POST', `/api/admin/affiliate/commissions/${rows[0]!.id}/release`, {
      token: owner.token,
    });
    expect(release.error).toBe(errorCatalogue.AFFILIATE_REFERRER_EXCLUDED.code);
    expect(await affiliateBalance(app, referrer.id)).toBe(0);

    const after = new Date(app.clock().getTime() + 2 * DAY); // the time-out has ended
    await Promise.all([affiliateTick(app.db, after), affiliateTick(app.db, after)]);
    await affiliateTick(app.db, after);
    expect(await affiliateBalance(app, referrer.id)).toBe(toSatang(2)); // 1 % of 200, once
  });

  it('hides marketing announcements, banners, events and promotions from an excluded member, not the important ones', async () => {
    const staff = await insertStaff(app, 'content');
    for (const marketing of [false, true]) {
      const saved = await call(app, 'POST', '/api/admin/content/notifications', {
        token: staff.token,
        body: { title: marketing ? 'โปรใหม่' : 'ปิดปรับปรุงระบบ', marketing, active: true, sort: 0 },
      });
      expect(saved.error).toBe(0);
    }
    const titles = async (token?: string) =>
      ((await call(app, 'GET', '/api/notifications', { token })).data as { title: string }[]).map(
        (n) => n.title,
      );
    const member = await insertMember(app);
    expect(await titles(member.token)).toEqual(expect.arrayContaining(['ปิดปรับปรุงระบบ', 'โปรใหม่']));
    await exclude(member.id, 'timeout', 1);
    const shown = await titles(member.token);
    expect(shown).toContain('ปิดปรับปรุงระบบ');
    expect(shown).not.toContain('โปรใหม่');
    expect((await call(app, 'GET', '/api/banner', { token: member.token })).data).toEqual([]);
    expect((await call(app, 'GET', '/api/event/list', { token: member.token })).data).toEqual([]);
    expect((await call(app, 'GET', '/api/promotions', { token: member.token })).data.items).toEqual([]);
  });
});
