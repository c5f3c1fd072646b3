import type {
  GameFigures,
  GameReport,
  GameReportLevel,
  GameReportLine,
  GameReportQuery,
} from '@contract/admin/game-reports';
import { csvBaht, toCsv } from '@contract/csv';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { dayRange } from './bangkok-days';

/** The longest range a game report reads (a quarter and a day). */
const MAX_DAYS = 93;

/**
 * Play per provider, studio and game (issue 30), one pass over the range's seamless transactions: the rows
 * `member_play` counts (a bet or a settlement, status 'done': a rolled-back bet counts nothing), read by time
 * (the BRIN on seamless_transactions.created_at), the agent's members only, never after the business clock's
 * now. A row names its game by our code within its provider (an aggregator's own id becomes ours at the wire,
 * server/src/games/hub88/wallet.ts). GROUPING SETS sums games, studios, providers and the total in the same pass, so players (distinct members
 * who placed a bet) are distinct at each level. Filters narrow the games before anything is summed.
 */
const FIGURES = `
  WITH play AS (
    SELECT s.member_id, g.id AS game_id, s.kind, s.amount
      FROM seamless_transactions s JOIN members m ON m.id = s.member_id
      JOIN games g ON g.code = s.game_code AND g.provider_id = s.provider_id
     WHERE m.agent_id = $1 AND s.created_at >= $2 AND s.created_at < $3 AND s.created_at <= $4
       AND s.kind IN ('bet', 'settle') AND s.status = 'done')
  SELECT GROUPING(p.id, sp.id, g.id)::int AS level, p.id AS provider_id, sp.id AS studio_id, g.id AS game_id,
         max(p.code) AS provider_code, max(p.name) AS provider_name, max(sp.name) AS studio_name,
         max(g.code) AS game_code, max(g.name) AS game_name, max(g.category) AS category,
         count(*) FILTER (WHERE play.kind = 'bet')::int AS bets,
         COALESCE(sum(play.amount) FILTER (WHERE play.kind = 'bet'), 0)::bigint AS stake,
         COALESCE(sum(play.amount) FILTER (WHERE play.kind = 'settle'), 0)::bigint AS win,
         count(DISTINCT play.member_id) FILTER (WHERE play.kind = 'bet')::int AS players,
         sum(play.amount * g.rtp) FILTER (WHERE play.kind = 'bet' AND g.rtp IS NOT NULL) AS rtp_weight,
         sum(play.amount) FILTER (WHERE play.kind = 'bet' AND g.rtp IS NOT NULL) AS rtp_stake,
         max(g.rtp) AS game_rtp
    FROM play
    JOIN games g ON g.id = play.game_id
    JOIN game_providers p ON p.id = g.provider_id
    LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
   WHERE ($5::text IS NULL OR p.code = $5) AND ($6::int IS NULL OR g.sub_provider_id = $6)
     AND ($7::text IS NULL OR g.category = $7)
   GROUP BY GROUPING SETS ((), (p.id), (p.id, sp.id), (p.id, sp.id, g.id))`;

type Row = {
  level: number;
  studio_id: number | null;
  provider_code: string;
  provider_name: string;
  studio_name: string | null;
  game_code: string;
  game_name: string;
  category: string;
  bets: number;
  stake: string;
  win: string;
  players: number;
  rtp_weight: string | null;
  rtp_stake: string | null;
  game_rtp: string | null;
};

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

const figuresOf = (row: Row): GameFigures => {
  const stake = Number(row.stake);
  const win = Number(row.win);
  const weighted = row.rtp_stake === null ? 0 : Number(row.rtp_stake);
  return {
    bets: row.bets,
    stake: toBaht(stake),
    win: toBaht(win),
    ggr: toBaht(stake - win),
    realised_rtp: percent(win, stake),
    published_rtp:
      row.level === 0
        ? row.game_rtp === null
          ? null
          : Number(row.game_rtp)
        : weighted > 0
          ? Math.round((Number(row.rtp_weight) / weighted) * 100) / 100
          : null,
    players: row.players,
  };
};

// GROUPING(p, sp, g): 0 a game, 1 a studio, 3 a provider, 7 the total.
const lineOf = (row: Row): GameReportLine => ({
  provider_code: row.provider_code,
  provider_name: row.provider_name,
  studio_id: row.level <= 1 ? row.studio_id : null,
  studio_name: row.level <= 1 ? (row.studio_name ?? '') : '',
  game_code: row.level === 0 ? row.game_code : '',
  game_name: row.level === 0 ? row.game_name : '',
  category: row.level === 0 ? row.category : '',
  ...figuresOf(row),
});

const EMPTY: GameFigures = {
  bets: 0,
  stake: 0,
  win: 0,
  ggr: 0,
  realised_rtp: null,
  published_rtp: null,
  players: 0,
};

export const gameReport = async (
  q: Queryable,
  agentId: number,
  query: GameReportQuery,
  now: Date,
): Promise<GameReport> => {
  const range = dayRange(query.from, query.to, MAX_DAYS);
  const { rows } = await q.query<Row>(`${FIGURES} ORDER BY stake DESC, provider_code, game_code`, [
    agentId,
    range.start.toISOString(),
    range.end.toISOString(),
    now.toISOString(),
    query.provider ?? null,
    query.studio ?? null,
    query.category ?? null,
  ]);
  const at = (level: number) => rows.filter((row) => row.level === level).map(lineOf);
  const total = rows.find((row) => row.level === 7);
  return {
    from: query.from,
    to: query.to,
    // The empty grouping set answers a row even when nothing was played; EMPTY only guards the type.
    total: total ? figuresOf(total) : EMPTY,
    providers: at(3),
    studios: at(1),
    games: at(0),
  };
};

const HEADINGS = ['จำนวนเดิมพัน', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR', 'อัตราคืนจริง (%)', 'RTP ที่ประกาศ (%)'];
const numbers = (f: GameFigures) => [
  f.bets,
  csvBaht(f.stake),
  csvBaht(f.win),
  csvBaht(f.ggr),
  f.realised_rtp === null ? '' : f.realised_rtp.toFixed(2),
  f.published_rtp === null ? '' : f.published_rtp.toFixed(2),
  f.players,
];

/** The report at one level as CSV (the one CSV writer), with a total line; audited as an export. */
export const gameReportCsv = async (
  q: Queryable,
  by: ByStaff,
  query: GameReportQuery,
  level: GameReportLevel,
  now: Date,
) => {
  const report = await gameReport(q, by.actor.agentId, query, now);
  const lines = level === 'provider' ? report.providers : level === 'studio' ? report.studios : report.games;
  await auditAs(q, by.meta, by.actor, {
    action: 'data.export',
    targetType: 'export',
    targetId: `game_report_${level}`,
    after: { ...query, rows: lines.length },
  });
  const names = (l: GameReportLine) =>
    level === 'provider'
      ? [l.provider_name]
      : level === 'studio'
        ? [l.provider_name, l.studio_name]
        : [l.provider_name, l.studio_name, l.game_code, l.game_name, l.category];
  const heads =
    level === 'provider'
      ? ['ค่ายเกม']
      : level === 'studio'
        ? ['ค่ายเกม', 'ค่ายย่อย']
        : ['ค่ายเกม', 'ค่ายย่อย', 'รหัสเกม', 'ชื่อเกม', 'หมวด'];
  return toCsv([
    [...heads, ...HEADINGS, 'ผู้เล่น'],
    ...lines.map((l) => [...names(l), ...numbers(l)]),
    ['รวม', ...heads.slice(1).map(() => ''), ...numbers(report.total)],
  ]);
};
