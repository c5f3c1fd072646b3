import type { Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import {
  assertEligible,
  grantAward,
  periodBounds,
  playTotals,
  runningCampaigns,
  type Campaign,
  type GameCategory,
  type PlayTotals,
} from '@server/rewards';
import { cashbackSettings, walletOf, type CashbackSettings } from './settings';
import { thaiDay } from '@contract/thai-time';

export type CashbackLine = { category: GameCategory; stake: number; rate_bp: number; amount: number };

export type RunSummary = {
  period: string;
  campaigns: number;
  /** Members paid by this run (awards made now), and what they were paid (satang). */
  paid: number;
  total: number;
  /** Awards that existed before (an earlier run): paid nothing now. */
  replayed: number;
  /** Members the engine refused (a limit, eligibility, the budget). */
  refused: number;
};

/**
 * One member's day: each category's stake times its rate, rounded down per category. The day pays nothing under
 * the minimum, and at most the cap.
 */
const cashbackOf = (totals: PlayTotals[], settings: CashbackSettings) => {
  const lines: CashbackLine[] = [];
  for (const t of totals) {
    const rate = settings.rates_bp[t.category] ?? 0;
    if (rate <= 0 || t.stake <= 0) continue;
    lines.push({
      category: t.category,
      stake: t.stake,
      rate_bp: rate,
      amount: Math.floor((t.stake * rate) / 10_000),
    });
  }
  const raw = lines.reduce((sum, line) => sum + line.amount, 0);
  const amount = raw <= 0 || raw < settings.min_payout ? 0 : Math.min(raw, settings.max_payout ?? raw);
  return { lines, amount };
};

/** Agents with a campaign of this kind that may run (the job reads only these). */
export const agentsWith = async (db: Db, kind: Campaign['kind'], agentId?: number) => {
  const { rows } = await db.query<{ agent_id: number }>(
    `SELECT DISTINCT agent_id FROM reward_campaigns
      WHERE kind = $1 AND status = 'active' AND ($2::int IS NULL OR agent_id = $2) ORDER BY agent_id`,
    [kind, agentId ?? null],
  );
  return rows.map((row) => row.agent_id);
};

const byMember = (totals: PlayTotals[]) => {
  const map = new Map<number, PlayTotals[]>();
  for (const t of totals) map.set(t.memberId, [...(map.get(t.memberId) ?? []), t]);
  return map;
};

/**
 * Pays a Bangkok day's cashback of every running cashback campaign (of one agent, or all): one award per
 * campaign, member and day (period key = the day) through grantAward, so running it again, or in two processes
 * at once, pays nothing more. A refusal of one member (a limit, eligibility) does not stop the others.
 */
export const payCashbackDay = async (
  db: Db,
  day: string,
  now: Date,
  { agentId }: { agentId?: number } = {},
): Promise<RunSummary> => {
  const summary: RunSummary = { period: day, campaigns: 0, paid: 0, total: 0, replayed: 0, refused: 0 };
  const { start, end } = periodBounds(day, 1);
  for (const agent of await agentsWith(db, 'cashback', agentId)) {
    const campaigns = await runningCampaigns(db, agent, 'cashback', now);
    if (campaigns.length === 0) continue;
    const members = byMember(await playTotals(db, { agentId: agent, start, end, now }));
    for (const campaign of campaigns) {
      summary.campaigns += 1;
      const settings = cashbackSettings(campaign);
      for (const [memberId, totals] of members) {
        const { lines, amount } = cashbackOf(totals, settings);
        if (amount <= 0) continue;
        try {
          const award = await grantAward(db, {
            agentId: agent,
            campaignId: campaign.id,
            memberId,
            periodKey: day,
            amount: amount as Satang,
            walletTypeId: walletOf(campaign),
            basis: lines.reduce((sum, line) => sum + line.stake, 0) as Satang,
            description: `คืนยอดเทิร์น ${campaign.name} วันที่ ${thaiDay(day)}`,
            house: 'cashback',
            ledgerKind: 'cashback',
            meta: { day, lines },
            now,
            check: (q) => assertEligible(q, memberId, campaign.eligibility, now),
          });
          if (award.replayed) summary.replayed += 1;
          else {
            summary.paid += 1;
            summary.total += award.amount;
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          summary.refused += 1;
        }
      }
    }
  }
  return summary;
};
