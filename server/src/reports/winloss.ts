import {
  TOP_MEMBERS,
  type MemberWinLoss,
  type WinLossReport,
  type WinLossTop,
} from '@contract/admin/winloss';
import { csvBaht, toCsv } from '@contract/csv';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { dayRange } from './bangkok-days';

/**
 * The agent's play over a range, from the one source of play (`member_play`, server/sql/rewards): a bet or a
 * settlement by its time (the BRIN on seamless_transactions.created_at), a lotto bill by its round's close
 * (lotto_rounds_close), never after the business clock's now. The range's rows only, whatever the history.
 */
const PLAY = `
  SELECT p.member_id, p.game_code, p.provider_id, p.counted_at, p.stake, p.win
    FROM member_play p JOIN members m ON m.id = p.member_id
   WHERE m.agent_id = $1 AND p.counted_at >= $2 AND p.counted_at < $3 AND p.counted_at <= $4`;

const LOTTO_NAME = 'หวย';

type Sums = { stake: number | string; win: number | string };
const figuresOf = (row: Sums) => {
  const stake = Number(row.stake);
  const win = Number(row.win);
  return { stake: toBaht(stake), win: toBaht(win), net: toBaht(win - stake) };
};

type MemberRow = Sums & { member_id: number; phone: string; full_name: string };
const memberOf = (row: MemberRow): MemberWinLoss => ({
  member_id: row.member_id,
  phone: row.phone,
  full_name: row.full_name,
  ...figuresOf(row),
});

const argsOf = (agentId: number, from: string, to: string, now: Date) => {
  const range = dayRange(from, to);
  return [agentId, range.start.toISOString(), range.end.toISOString(), now.toISOString()];
};

/** Every member who played in the range with their stake and win (satang), by member id: the CSV's rows. */
const PER_MEMBER = `
  WITH play AS (${PLAY})
  SELECT m.id::int AS member_id, m.phone, m.full_name, sum(p.stake)::bigint AS stake, sum(p.win)::bigint AS win
    FROM play p JOIN members m ON m.id = p.member_id
   GROUP BY m.id
   ORDER BY m.id`;

export const winLossPerMember = async (
  q: Queryable,
  agentId: number,
  from: string,
  to: string,
  now: Date,
): Promise<MemberWinLoss[]> =>
  (await q.query<MemberRow>(PER_MEMBER, argsOf(agentId, from, to, now))).rows.map(memberOf);

export const winLossReport = async (
  q: Queryable,
  agentId: number,
  from: string,
  to: string,
  now: Date,
): Promise<WinLossReport> => {
  const args = argsOf(agentId, from, to, now);
  const [members, games] = await Promise.all([
    q.query<MemberRow>(PER_MEMBER, args),
    q.query<
      Sums & {
        game_code: string;
        game_name: string | null;
        provider_code: string | null;
        provider_name: string | null;
      }
    >(
      `WITH play AS (${PLAY})
       SELECT p.game_code, g.name AS game_name, gp.code AS provider_code, gp.name AS provider_name,
              sum(p.stake)::bigint AS stake, sum(p.win)::bigint AS win
         FROM play p LEFT JOIN games g ON g.code = p.game_code LEFT JOIN game_providers gp ON gp.id = p.provider_id
        GROUP BY p.game_code, g.name, gp.code, gp.name`,
      args,
    ),
  ]);
  const all = members.rows.map(memberOf);
  const total = members.rows.reduce(
    (sum, row) => ({
      stake: Number(sum.stake) + Number(row.stake),
      win: Number(sum.win) + Number(row.win),
    }),
    { stake: 0, win: 0 },
  );
  const gameRows = games.rows.map((row) => ({
    game_code: row.game_code,
    game_name: row.game_name ?? (row.game_code === 'lotto' ? LOTTO_NAME : row.game_code),
    provider_code: row.provider_code ?? 'lotto',
    provider_name: row.provider_name ?? LOTTO_NAME,
    stake: Number(row.stake),
    win: Number(row.win),
  }));
  const providers = new Map<
    string,
    { provider_code: string; provider_name: string; stake: number; win: number }
  >();
  for (const row of gameRows) {
    const sums = providers.get(row.provider_code) ?? { ...row, stake: 0, win: 0 };
    sums.stake += row.stake;
    sums.win += row.win;
    providers.set(row.provider_code, sums);
  }
  const byStake = <T extends { stake: number }>(a: T, b: T) => b.stake - a.stake;
  return {
    from,
    to,
    total: figuresOf(total),
    members: all.length,
    winners: all
      .filter((m) => m.net > 0)
      .sort((a, b) => b.net - a.net || a.member_id - b.member_id)
      .slice(0, TOP_MEMBERS),
    losers: all
      .filter((m) => m.net < 0)
      .sort((a, b) => a.net - b.net || a.member_id - b.member_id)
      .slice(0, TOP_MEMBERS),
    games: gameRows.sort(byStake).map(({ game_code, game_name, provider_code, ...sums }) => ({
      game_code,
      game_name,
      provider_code,
      ...figuresOf(sums),
    })),
    providers: [...providers.values()].sort(byStake).map(({ provider_code, provider_name, stake, win }) => ({
      provider_code,
      provider_name,
      ...figuresOf({ stake, win }),
    })),
  };
};

/** Per day or month, its `top` biggest winners (net above 0) and losers (below 0), ranked in the database. */
export const winLossTop = async (
  q: Queryable,
  agentId: number,
  query: { from: string; to: string; period: 'day' | 'month'; top?: number },
  now: Date,
): Promise<WinLossTop> => {
  const format = query.period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const { rows } = await q.query<MemberRow & { period: string; side: 'winner' | 'loser' }>(
    `WITH play AS (${PLAY}),
     per AS (
       SELECT to_char(p.counted_at AT TIME ZONE 'Asia/Bangkok', '${format}') AS period, p.member_id,
              sum(p.stake)::bigint AS stake, sum(p.win)::bigint AS win, sum(p.win - p.stake) AS net
         FROM play p GROUP BY 1, 2
     ), ranked AS (
       SELECT per.*, rank() OVER (PARTITION BY period ORDER BY net DESC, member_id) AS w,
              rank() OVER (PARTITION BY period ORDER BY net ASC, member_id) AS l
         FROM per
     )
     SELECT r.period, CASE WHEN r.net > 0 THEN 'winner' ELSE 'loser' END AS side, r.member_id::int AS member_id,
            m.phone, m.full_name, r.stake, r.win
       FROM ranked r JOIN members m ON m.id = r.member_id
      WHERE (r.net > 0 AND r.w <= $5) OR (r.net < 0 AND r.l <= $5)
      ORDER BY r.period DESC, r.net DESC`,
    [...argsOf(agentId, query.from, query.to, now), query.top ?? 5],
  );
  const periods = new Map<string, WinLossTop['periods'][number]>();
  for (const row of rows) {
    const period = periods.get(row.period) ?? { period: row.period, winners: [], losers: [] };
    if (row.side === 'winner') period.winners.push(memberOf(row));
    else period.losers.unshift(memberOf(row));
    periods.set(row.period, period);
  }
  return { periods: [...periods.values()] };
};

/** Every member who played in the range, as CSV (the one writer): the console's per-member export. */
export const winLossCsv = (members: MemberWinLoss[]) =>
  toCsv([
    ['รหัสสมาชิก', 'เบอร์โทร', 'ชื่อสมาชิก', 'ยอดเดิมพัน', 'ยอดชนะ', 'ได้เสียสุทธิ'],
    ...members.map((m) => [
      m.member_id,
      m.phone,
      m.full_name,
      csvBaht(m.stake),
      csvBaht(m.win),
      csvBaht(m.net),
    ]),
  ]);
