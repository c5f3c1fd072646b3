import { toBaht, type Satang } from '@contract/money';
import type {
  CashbackDay,
  CashbackInfo,
  LossCurrent,
  LossStatus,
  LossWeek,
  PlayCategory,
} from '@contract/rewards/cashback';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { keysetPage, readCursor } from '@server/http/keyset';
import { addDays, bangkokWeek, periodBounds, playTotals, runningCampaigns } from '@server/rewards';
import { cashbackSettings, CATEGORIES, winlossSettings } from './settings';
import type { CashbackLine } from './cashback-day';
import { winlossOf } from './winloss-week';

const baht = (satang: number | null) => (satang === null ? null : toBaht(satang as Satang));
const percent = (bp: number) => bp / 100;

/** The running programmes of an agent, for the public /cashback and /winloss pages. */
export const cashbackInfoOf = async (q: Queryable, agentId: number, now: Date): Promise<CashbackInfo> => {
  const cashback = await runningCampaigns(q, agentId, 'cashback', now);
  const winloss = await runningCampaigns(q, agentId, 'winloss', now);
  return {
    cashback: cashback.map((c) => {
      const s = cashbackSettings(c);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        terms: c.terms,
        rates: CATEGORIES.filter((cat) => s.rates_bp[cat]).map((cat) => ({
          category: cat,
          percent: percent(s.rates_bp[cat]!),
        })),
        min_payout: toBaht(s.min_payout as Satang),
        max_payout: baht(s.max_payout),
      };
    }),
    winloss: winloss.map((c) => {
      const s = winlossSettings(c);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        terms: c.terms,
        percent: percent(s.percent_bp),
        categories: s.categories,
        min_loss: toBaht(s.min_loss as Satang),
        max_amount: baht(s.max_amount),
        claim_open_hours: s.claim_open_hours,
        claim_days: s.claim_days,
      };
    }),
  };
};

/**
 * Keyset paging (issue 31) of the member's history by (day, id), newest first: the cursor's key is the day as
 * YYYYMMDD (an integer to `readCursor`), answered as YYYY-MM-DD; anything but a real day is BAD_CURSOR.
 */
const dayCursor = (cursor: string | undefined) => {
  const read = readCursor(cursor, 'integer');
  if (!read) return { day: null, id: null };
  const parts = /^(\d{4})(\d{2})(\d{2})$/.exec(read.key) ?? fail('BAD_CURSOR');
  const [y, m, d] = [1, 2, 3].map((k) => Number(parts[k]));
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  const real = y! >= 1 && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d!;
  return real ? { day: `${parts[1]}-${parts[2]}-${parts[3]}`, id: read.id } : fail('BAD_CURSOR');
};

type DayRow = {
  id: number;
  sort_key: string;
  period_key: string;
  name: string;
  amount: string;
  basis: string;
  meta: { lines?: CashbackLine[] };
  created_at: Date;
};

/**
 * The member's paid cashback days, newest first, a page after `cursor` (a cashback award's period_key is its
 * YYYY-MM-DD day), on reward_awards_member_period (member_id, period_key DESC, id DESC), migration 1290.
 */
export const cashbackDays = async (
  q: Queryable,
  memberId: number,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: CashbackDay[]; nextCursor: string | null }> => {
  const after = dayCursor(cursor);
  const { rows: fetched } = await q.query<DayRow>(
    `SELECT a.id::int AS id, replace(a.period_key, '-', '') AS sort_key, a.period_key, c.name, a.amount, a.basis,
            a.meta, a.created_at
       FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id
      WHERE a.member_id = $1 AND c.kind = 'cashback'
        AND ($3::text IS NULL OR (a.period_key, a.id) < ($3::text, $4::bigint))
      ORDER BY a.period_key DESC, a.id DESC LIMIT $2`,
    [memberId, limit + 1, after.day, after.id],
  );
  const { rows, nextCursor } = keysetPage(fetched, limit);
  const items = rows.map((row) => ({
    id: Number(row.id),
    day: row.period_key,
    campaign_name: row.name,
    turnover: toBaht(Number(row.basis) as Satang),
    amount: toBaht(Number(row.amount) as Satang),
    lines: (row.meta.lines ?? []).map((line) => ({
      category: line.category as PlayCategory,
      stake: toBaht(line.stake as Satang),
      percent: percent(line.rate_bp),
      amount: toBaht(line.amount as Satang),
    })),
    paid_at: row.created_at.toISOString(),
  }));
  return { items, nextCursor };
};

type WeekRow = {
  id: number;
  sort_key: string;
  name: string;
  week: string;
  stake: string;
  win: string;
  loss: string;
  amount: string;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'claimed';
  claimed_at: Date | null;
};

const statusOf = (row: WeekRow, now: Date): LossStatus => {
  if (row.status === 'claimed') return 'claimed';
  if (now < row.opens_at) return 'waiting';
  return now >= row.closes_at ? 'expired' : 'open';
};

/**
 * The member's win/loss weeks (entitlements), newest first, with their status at `now`, a page after `cursor`,
 * on winloss_entitlements_member_week (member_id, week DESC, id DESC), migration 1290.
 */
export const lossWeeks = async (
  q: Queryable,
  memberId: number,
  now: Date,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: LossWeek[]; nextCursor: string | null }> => {
  const after = dayCursor(cursor);
  const { rows: fetched } = await q.query<WeekRow>(
    `SELECT e.id::int AS id, to_char(e.week, 'YYYYMMDD') AS sort_key, c.name, to_char(e.week, 'YYYY-MM-DD') AS week,
            e.stake, e.win, e.loss, e.amount, e.opens_at, e.closes_at, e.status, e.claimed_at
       FROM winloss_entitlements e JOIN reward_campaigns c ON c.id = e.campaign_id
      WHERE e.member_id = $1 AND ($3::date IS NULL OR (e.week, e.id) < ($3::date, $4::bigint))
      ORDER BY e.week DESC, e.id DESC LIMIT $2`,
    [memberId, limit + 1, after.day, after.id],
  );
  const { rows, nextCursor } = keysetPage(fetched, limit);
  const items = rows.map((row) => ({
    id: Number(row.id),
    campaign_name: row.name,
    week_start: row.week,
    week_end: addDays(row.week, 6),
    stake: toBaht(Number(row.stake) as Satang),
    win: toBaht(Number(row.win) as Satang),
    loss: toBaht(Number(row.loss) as Satang),
    amount: toBaht(Number(row.amount) as Satang),
    opens_at: row.opens_at.toISOString(),
    closes_at: row.closes_at.toISOString(),
    status: statusOf(row, now),
    claimed_at: row.claimed_at?.toISOString() ?? null,
  }));
  return { items, nextCursor };
};

/** This Bangkok week's play so far per running win/loss campaign, and the refund it would come to. */
export const lossSoFar = async (
  q: Queryable,
  agentId: number,
  memberId: number,
  now: Date,
): Promise<LossCurrent> => {
  const week = bangkokWeek(now);
  const { start, end } = periodBounds(week, 7);
  const totals = await playTotals(q, { agentId, memberId, start, end, now });
  const campaigns = await runningCampaigns(q, agentId, 'winloss', now);
  return {
    week_start: week,
    week_end: addDays(week, 6),
    campaigns: campaigns.map((c) => {
      const s = winlossSettings(c);
      const w = winlossOf(totals, s);
      return {
        id: c.id,
        name: c.name,
        percent: percent(s.percent_bp),
        stake: toBaht(w.stake as Satang),
        win: toBaht(w.win as Satang),
        loss: toBaht(w.loss as Satang),
        estimate: toBaht(w.amount as Satang),
      };
    }),
  };
};
