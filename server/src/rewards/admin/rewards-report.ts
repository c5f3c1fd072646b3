import type { RewardFigures, RewardKind, RewardsReport } from '@contract/admin/rewards-report';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { dayRange } from '@server/reports/bangkok-days';

/**
 * The awards of the range, one row per (campaign, Bangkok day, member), and each awarded member's deposits on
 * that day; free bets' winnings (games/hub88/freebets-wallet.ts) join as money paid on the day they were credited
 * (`amount`, and `freebet_won` for their part), with no award of their own: such a row counts no member and no
 * deposits. Every figure below is a sum over these rows, grouped further, so the groups cannot disagree:
 * - `deposit_basis`: the basis of awards that apply to a deposit (a deposit trigger, or a `deposit:<id>` period);
 * - `member_deposits`: `deposit` credits on the member's wallets that Bangkok day; a group counts each (member,
 *   day) once, so a member awarded by two campaigns of one kind on one day adds their deposits to that kind once.
 */
const BASE = `
  WITH aw AS (
    SELECT x.campaign_id, c.name, c.kind, x.day AS award_day, x.member_id, sum(x.awards)::int AS awards,
           sum(x.amount)::bigint AS amount, sum(x.points)::bigint AS points, sum(x.spins)::bigint AS spins,
           sum(x.freebets)::bigint AS freebets, sum(x.freebet_won)::bigint AS freebet_won,
           sum(x.deposit_basis)::bigint AS deposit_basis
      FROM (
        SELECT a.campaign_id, a.award_day AS day, a.member_id, 1 AS awards, a.amount, a.points, a.spins,
               a.freebets, 0::bigint AS freebet_won,
               CASE WHEN c.trigger = 'deposit' OR a.period_key LIKE 'deposit:%' THEN a.basis ELSE 0 END
                 AS deposit_basis
          FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id
         WHERE c.agent_id = $1 AND a.award_day >= $2::date AND a.award_day <= $3::date
        UNION ALL
        -- A free bet's winnings are bonus money paid when credited: counted on that Bangkok day, in amount.
        SELECT f.campaign_id, (p.created_at AT TIME ZONE 'Asia/Bangkok')::date, p.member_id, 0, p.amount, 0, 0,
               0, p.amount, 0
          FROM hub88_freebet_plays p
          JOIN hub88_freebets f ON f.id = p.freebet_id
          JOIN reward_campaigns c ON c.id = f.campaign_id
         WHERE c.agent_id = $1 AND p.kind = 'win' AND p.amount > 0 AND p.created_at >= $4 AND p.created_at < $5
      ) x
      JOIN reward_campaigns c ON c.id = x.campaign_id
     GROUP BY x.campaign_id, c.name, c.kind, x.day, x.member_id
  ), dep AS (
    SELECT acc.member_id, (e.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, sum(e.amount)::bigint AS deposits
      FROM ledger_entries e
      JOIN ledger_accounts acc ON acc.id = e.account_id AND acc.owner = 'member' AND acc.asset = 'thb'
     WHERE e.kind = 'deposit' AND e.created_at >= $4 AND e.created_at < $5
       AND acc.member_id IN (SELECT member_id FROM aw)
     GROUP BY 1, 2
  )`;

/**
 * Sums of a group of `aw` rows (by `keys`, and by day when `byDay`), with each (member, day) of the group joined
 * to its deposits once.
 */
const grouped = (keys: string[], byDay = false) => {
  const pre = keys.map((k) => `${k}, `).join('');
  const outer = [...keys, ...(byDay ? ['g.award_day'] : [])];
  return `${BASE}, g AS (
    SELECT ${pre}award_day, member_id, sum(awards)::int AS awards, sum(amount)::bigint AS amount,
           sum(points)::bigint AS points, sum(spins)::bigint AS spins, sum(freebets)::bigint AS freebets,
           sum(freebet_won)::bigint AS freebet_won, sum(deposit_basis)::bigint AS deposit_basis
      FROM aw GROUP BY ${pre}award_day, member_id
  )
  SELECT ${outer.map((k) => `${k}, `).join('')}${byDay ? `to_char(g.award_day, 'YYYY-MM-DD') AS day, ` : ''}
         sum(g.awards)::int AS awards, count(DISTINCT g.member_id) FILTER (WHERE g.awards > 0)::int AS members,
         sum(g.amount)::bigint AS amount, sum(g.points)::bigint AS points, sum(g.spins)::bigint AS spins,
         sum(g.freebets)::bigint AS freebets, sum(g.freebet_won)::bigint AS freebet_won,
         sum(g.deposit_basis)::bigint AS deposit_basis, coalesce(sum(dep.deposits), 0)::bigint AS member_deposits
    FROM g LEFT JOIN dep ON dep.member_id = g.member_id AND dep.day = g.award_day AND g.awards > 0
   ${outer.length > 0 ? `GROUP BY ${outer.join(', ')} ORDER BY ${[...outer].reverse().join(', ')}` : ''}`;
};

type FiguresRow = {
  awards: number;
  members: number;
  amount: string | number | null;
  points: string | number | null;
  spins: string | number | null;
  freebets: string | number | null;
  freebet_won: string | number | null;
  deposit_basis: string | number | null;
  member_deposits: string | number | null;
};

const figuresOf = (row: FiguresRow | undefined): RewardFigures => ({
  awards: Number(row?.awards ?? 0),
  members: Number(row?.members ?? 0),
  amount: toBaht(Number(row?.amount ?? 0)),
  points: Number(row?.points ?? 0),
  spins: Number(row?.spins ?? 0),
  freebets: Number(row?.freebets ?? 0),
  freebet_won: toBaht(Number(row?.freebet_won ?? 0)),
  deposit_basis: toBaht(Number(row?.deposit_basis ?? 0)),
  member_deposits: toBaht(Number(row?.member_deposits ?? 0)),
});

type CampaignRow = FiguresRow & { campaign_id: string; name: string; kind: RewardKind };

/**
 * Bonus cost per campaign and per Bangkok day next to the deposits it brought, over a range of at most 366 days
 * (REPORT_RANGE_INVALID otherwise), scoped to the staff member's agent. Sums stay satang until the answer.
 */
export const rewardsReport = async (
  q: Queryable,
  agentId: number,
  from: string,
  to: string,
): Promise<RewardsReport> => {
  const range = dayRange(from, to);
  const args = [agentId, from, to, range.start.toISOString(), range.end.toISOString()];
  const campaignKeys = ['campaign_id', 'name', 'kind'];
  const [rows, days, campaigns, kinds, total] = await Promise.all([
    q.query<CampaignRow & { day: string }>(grouped(campaignKeys, true), args),
    q.query<FiguresRow & { day: string }>(grouped([], true), args),
    q.query<CampaignRow>(grouped(campaignKeys), args),
    q.query<FiguresRow & { kind: RewardKind }>(grouped(['kind']), args),
    q.query<FiguresRow>(grouped([]), args),
  ]);
  return {
    from,
    to,
    rows: rows.rows.map((row) => ({
      day: row.day,
      campaign_id: Number(row.campaign_id),
      name: row.name,
      kind: row.kind,
      ...figuresOf(row),
    })),
    days: days.rows.map((row) => ({ day: row.day, ...figuresOf(row) })),
    campaigns: campaigns.rows.map((row) => ({
      campaign_id: Number(row.campaign_id),
      name: row.name,
      kind: row.kind,
      ...figuresOf(row),
    })),
    kinds: kinds.rows.map((row) => ({ kind: row.kind, ...figuresOf(row) })),
    total: figuresOf(total.rows[0]),
  };
};
