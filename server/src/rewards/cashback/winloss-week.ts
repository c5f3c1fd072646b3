import type { Db } from '@server/db/db';
import {
  addDays,
  dayStart,
  periodBounds,
  playTotals,
  runningCampaigns,
  type PlayTotals,
} from '@server/rewards';
import { agentsWith, type RunSummary } from './cashback-day';
import { winlossSettings, type WinlossSettings } from './settings';

/** One member's week over the campaign's categories: net loss, and the refund it entitles to (0: none). */
export const winlossOf = (totals: PlayTotals[], settings: WinlossSettings) => {
  const counted = totals.filter((t) => settings.categories.includes(t.category));
  const stake = counted.reduce((sum, t) => sum + t.stake, 0);
  const win = counted.reduce((sum, t) => sum + t.win, 0);
  const loss = stake - win;
  if (loss <= 0 || loss < settings.min_loss) return { stake, win, loss, amount: 0 };
  const raw = Math.floor((loss * settings.percent_bp) / 10_000);
  return { stake, win, loss, amount: Math.min(raw, settings.max_amount ?? raw) };
};

/** When a week's refund may be claimed: from `claim_open_hours` after the week ends, for `claim_days` days. */
const claimWindow = (week: string, settings: WinlossSettings) => {
  const opensAt = new Date(dayStart(addDays(week, 7)).getTime() + settings.claim_open_hours * 3_600_000);
  return { opensAt, closesAt: new Date(opensAt.getTime() + settings.claim_days * 86_400_000) };
};

/**
 * Computes a finished Bangkok week's (Monday `week`) win/loss refunds of every running win/loss campaign into
 * winloss_entitlements, one row per campaign, member and week (`ON CONFLICT DO NOTHING`): a second run, or two
 * at once, adds nothing. Nothing is paid here: the member claims inside the window (winloss-claim.ts).
 */
export const computeWinlossWeek = async (
  db: Db,
  week: string,
  now: Date,
  { agentId }: { agentId?: number } = {},
): Promise<RunSummary> => {
  const summary: RunSummary = { period: week, campaigns: 0, paid: 0, total: 0, replayed: 0, refused: 0 };
  const { start, end } = periodBounds(week, 7);
  for (const agent of await agentsWith(db, 'winloss', agentId)) {
    const campaigns = await runningCampaigns(db, agent, 'winloss', now);
    if (campaigns.length === 0) continue;
    const totals = await playTotals(db, { agentId: agent, start, end, now });
    const members = new Map<number, PlayTotals[]>();
    for (const t of totals) members.set(t.memberId, [...(members.get(t.memberId) ?? []), t]);
    for (const campaign of campaigns) {
      summary.campaigns += 1;
      const settings = winlossSettings(campaign);
      const { opensAt, closesAt } = claimWindow(week, settings);
      for (const [memberId, rows] of members) {
        const { stake, win, loss, amount } = winlossOf(rows, settings);
        if (amount <= 0) continue;
        const inserted = await db.query(
          `INSERT INTO winloss_entitlements (campaign_id, member_id, week, stake, win, loss, amount, opens_at, closes_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (campaign_id, member_id, week) DO NOTHING RETURNING id`,
          [campaign.id, memberId, week, stake, win, loss, amount, opensAt, closesAt],
        );
        if (inserted.rows.length === 0) summary.replayed += 1;
        else {
          summary.paid += 1;
          summary.total += amount;
        }
      }
    }
  }
  return summary;
};
