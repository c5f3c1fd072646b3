import type { Satang } from '@contract/money';
import { thaiDay } from '@contract/thai-time';
import type { Db } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { runningCampaigns } from '../campaigns';
import { grantAward } from '../grant';
import { periodBounds } from '../periods';
import { playTotals } from '../play';
import { earnRuleOf, pointsForStake } from './settings';

/**
 * Pays every member the points their stakes of one Bangkok day earned, by each running 'points' campaign of every
 * agent. One award per (campaign, member, day): a second run, or a run after a crash, pays nothing more.
 * Answers the number of awards made now.
 */
export const earnDayPoints = async (db: Db, day: string, now: Date): Promise<number> => {
  const { start, end } = periodBounds(day, 1);
  const agents = await db.query<{ id: number }>(
    `SELECT DISTINCT agent_id AS id FROM reward_campaigns WHERE kind = 'points' AND status = 'active' ORDER BY 1`,
  );
  let paid = 0;
  for (const { id: agentId } of agents.rows) {
    const totals = await playTotals(db, { agentId, start, end, now });
    for (const campaign of await runningCampaigns(db, agentId, 'points', now)) {
      const rule = earnRuleOf(campaign);
      const stakes = new Map<number, number>();
      for (const t of totals)
        if (rule.categories.includes(t.category))
          stakes.set(t.memberId, (stakes.get(t.memberId) ?? 0) + t.stake);
      for (const [memberId, stake] of stakes) {
        const points = pointsForStake(rule, stake);
        if (points <= 0) continue;
        try {
          const award = await grantAward(db, {
            agentId,
            campaignId: campaign.id,
            memberId,
            periodKey: day,
            points,
            basis: stake as Satang,
            description: `คะแนนจากยอดเล่นวันที่ ${thaiDay(day)}`,
            meta: { day, stake },
            now,
          });
          if (!award.replayed) paid += 1;
        } catch (error) {
          // A limit of the campaign (per member, in total) ends this member's earning, not the whole run.
          if (error instanceof AppError && error.reason.startsWith('REWARD_')) continue;
          throw error;
        }
      }
    }
  }
  return paid;
};
