import {
  TOP_MEMBERS,
  type MemberWinLoss,
  type WinLossReport,
  type WinLossTop,
} from '@contract/admin/winloss';
import { csvBaht, toCsv } from '@contract/csv';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { auditAs, type ByStaff } from '@server/staff/audit';
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

type CellRow = Sums & { member_id: number; game_code: string; provider_id: number | null };
type Totals = { stake: number; win: number };

/** Adds a row's stake and win to the sums kept under its key. */
const addTo = <K>(map: Map<K, Totals>, key: K, row: Sums) => {
  const sums = map.get(key) ?? { stake: 0, win: 0 };
  sums.stake += Number(row.stake);
  sums.win += Number(row.win);
  map.set(key, sums);
};

/**
 * One pass over the range's play, summed per member and game in the database; members, games and providers are
 * added up from those sums here, and only the members shown (the top winners and losers) are read by id.
 */
export const winLossReport = async (
  q: Queryable,
  agentId: number,
  { from, to, phone }: { from: string; to: string; phone?: string },
  now: Date,
): Promise<WinLossReport> => {
  // One member's own win/loss by phone: read through the member's key (seamless_transactions_member_game).
  const only = phone?.replace(/\D/g, '') || null;
  const { rows } = await q.query<CellRow>(
    `WITH play AS (${PLAY} ${only ? 'AND m.phone = $5' : ''})
     SELECT p.member_id::int AS member_id, p.game_code, p.provider_id,
            sum(p.stake)::bigint AS stake, sum(p.win)::bigint AS win
       FROM play p GROUP BY 1, 2, 3`,
    only ? [...argsOf(agentId, from, to, now), only] : argsOf(agentId, from, to, now),
  );
  const members = new Map<number, Totals>();
  const games = new Map<string, Totals>();
  const providers = new Map<number | null, Totals>();
  const total: Totals = { stake: 0, win: 0 };
  for (const row of rows) {
    addTo(members, row.member_id, row);
    addTo(games, `${row.provider_id ?? ''}:${row.game_code}`, row);
    addTo(providers, row.provider_id, row);
    total.stake += Number(row.stake);
    total.win += Number(row.win);
  }
  const ranked = [...members].map(([id, sums]) => ({ id, net: sums.win - sums.stake, sums }));
  const winners = ranked.filter((m) => m.net > 0).sort((a, b) => b.net - a.net || a.id - b.id);
  const losers = ranked.filter((m) => m.net < 0).sort((a, b) => a.net - b.net || a.id - b.id);
  const shown = [...winners.slice(0, TOP_MEMBERS), ...losers.slice(0, TOP_MEMBERS)];
  const [people, gameNames, providerNames] = await Promise.all([
    q.query<{ id: number; phone: string; full_name: string }>(
      `SELECT id::int AS id, phone, full_name FROM members WHERE id = ANY($1::bigint[])`,
      [shown.map((m) => m.id)],
    ),
    q.query<{ code: string; name: string }>(`SELECT code, name FROM games WHERE code = ANY($1::text[])`, [
      [...new Set(rows.map((row) => row.game_code))],
    ]),
    q.query<{ id: number; code: string; name: string }>(
      `SELECT id, code, name FROM game_providers WHERE id = ANY($1::int[])`,
      [[...providers.keys()].filter((id) => id !== null)],
    ),
  ]);
  const person = new Map(people.rows.map((row) => [row.id, row]));
  const gameName = new Map(gameNames.rows.map((row) => [row.code, row.name]));
  const provider = new Map(providerNames.rows.map((row) => [row.id, row]));
  const providerCode = (id: number | null) =>
    id === null ? 'lotto' : (provider.get(id)?.code ?? String(id));
  const toMember = (m: (typeof ranked)[number]): MemberWinLoss => ({
    member_id: m.id,
    phone: person.get(m.id)?.phone ?? '',
    full_name: person.get(m.id)?.full_name ?? '',
    ...figuresOf(m.sums),
  });
  const byStake = (a: [unknown, Totals], b: [unknown, Totals]) => b[1].stake - a[1].stake;
  return {
    from,
    to,
    total: figuresOf(total),
    members: members.size,
    winners: winners.slice(0, TOP_MEMBERS).map(toMember),
    losers: losers.slice(0, TOP_MEMBERS).map(toMember),
    games: [...games].sort(byStake).map(([key, sums]) => {
      const [providerId, gameCode] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      return {
        game_code: gameCode,
        game_name: gameName.get(gameCode) ?? (gameCode === 'lotto' ? LOTTO_NAME : gameCode),
        provider_code: providerCode(providerId === '' ? null : Number(providerId)),
        ...figuresOf(sums),
      };
    }),
    providers: [...providers].sort(byStake).map(([id, sums]) => ({
      provider_code: providerCode(id),
      provider_name: id === null ? LOTTO_NAME : (provider.get(id)?.name ?? String(id)),
      ...figuresOf(sums),
    })),
  };
};

/** Per day or month, its `top` biggest winners (net above 0) and losers (below 0), ranked in the database. */
export const winLossTop = async (
  q: Queryable,
  agentId: number,
  query: { from: string; to: string; period?: 'day' | 'month'; top?: number },
  now: Date,
): Promise<WinLossTop> => {
  const format = query.period === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
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

/**
 * Every member who played in the range, as CSV (the one writer): the console's per-member export. Audited as every
 * export is (`data.export`, server/src/reports/exports.ts): it carries members' phones out of the console.
 */
export const winLossCsv = async (q: Queryable, by: ByStaff, from: string, to: string, now: Date) => {
  const { rows } = await q.query<MemberRow>(PER_MEMBER, argsOf(by.actor.agentId, from, to, now));
  await auditAs(q, by.meta, by.actor, {
    action: 'data.export',
    targetType: 'export',
    targetId: 'winloss_members',
    after: { from, to, rows: rows.length },
  });
  return toCsv([
    ['รหัสสมาชิก', 'เบอร์โทร', 'ชื่อสมาชิก', 'ยอดเดิมพัน', 'ยอดชนะ', 'ได้เสียสุทธิ'],
    ...rows
      .map(memberOf)
      .map((m) => [m.member_id, m.phone, m.full_name, csvBaht(m.stake), csvBaht(m.win), csvBaht(m.net)]),
  ]);
};
