import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { runCommissionDay } from '@server/affiliate/commission';
import { grantAward } from '@server/rewards/grant';
import { addDays, bangkokDay, dayStart } from '@server/rewards/periods';

/** Members a week's award goes to: the week's heaviest losers. */
const AWARDED_PER_WEEK = 50;

/**
 * Weekly awards over the history, through the product's grantAward (the award row, the campaign's counters, the
 * money through the ledger from the house 'promotions', the points through earnPoints): a campaign of the
 * seed's own ('job' triggered, no turnover, ended when the seed ran so no job of the site runs it) gives each week's
 * AWARDED_PER_WEEK heaviest losers (their day totals, member_day_totals) 5% of their week's loss back on the main wallet and 10 points, dated
 * 00:30 the day after the week (a minute ago at the latest). Answers the awards made.
 */
export const seedAwards = async (db: Db, agentId: number, firstMember: number, days: number) => {
  const today = bangkokDay(new Date());
  const first = addDays(today, -days);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO reward_campaigns (agent_id, kind, name, description, trigger, reward, starts_at, ends_at)
     VALUES ($1, 'promotion', 'คืนยอดเสียรายสัปดาห์ (ข้อมูลทดสอบ)', 'คืนยอดเสีย 5% ทุกสัปดาห์ พร้อม 10 แต้ม', 'job',
             '{"type": "money", "wallet_type_id": 1, "percent_bp": 500}', $2, $3)
     RETURNING id`,
    [agentId, dayStart(first), new Date()],
  );
  const campaignId = Number(rows[0]!.id);
  let awards = 0;
  for (let start = first; addDays(start, 7) <= today; start = addDays(start, 7)) {
    const end = addDays(start, 7);
    const { rows: losers } = await db.query<{ member_id: string; loss: string }>(
      `SELECT member_id, sum(stake - win) AS loss FROM member_day_totals
        WHERE member_id >= $1 AND day >= $2::date AND day < $3::date
        GROUP BY member_id HAVING sum(stake - win) >= 2000
        ORDER BY 2 DESC, 1 LIMIT ${AWARDED_PER_WEEK}`,
      [firstMember, start, end],
    );
    for (const loser of losers) {
      await grantAward(db, {
        agentId,
        campaignId,
        memberId: Number(loser.member_id),
        periodKey: start,
        amount: satang(Math.floor(Number(loser.loss) / 20)),
        walletTypeId: 1,
        points: 10,
        basis: satang(Number(loser.loss)),
        description: `คืนยอดเสียรายสัปดาห์ ${start}`,
        now: new Date(Math.min(dayStart(end).getTime() + 1_800_000, Date.now() - 60_000)),
      });
      awards += 1;
    }
  }
  return awards;
};

/**
 * The referrers' commissions of every day of history but yesterday (the day the site's own job, and the scale
 * bench's affiliateTick, computes next), through the product's runCommissionDay: each day's play of the
 * referred members, rows in affiliate_commissions, credits to the referrers' affiliate wallets. Answers the
 * commissions credited.
 */
export const seedCommissions = async (db: Db, agentId: number, days: number) => {
  const today = bangkokDay(new Date());
  let credited = 0;
  for (let back = days; back >= 2; back -= 1) {
    const day = addDays(today, -back);
    credited += (await runCommissionDay(db, agentId, day, new Date())).credited;
  }
  return credited;
};
