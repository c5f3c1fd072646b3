import type { AggregatorStatement, StatementLine, StatementQuery } from '@contract/admin/game-reports';
import { csvBaht, toCsv } from '@contract/csv';
import { toBaht } from '@contract/money';
import { bangkokDay, bangkokDayStart, nextMonthStart, parseDay } from '@contract/thai-time';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * An aggregator's month (issue 30), per studio, to reconcile with the aggregator's own statement: every
 * transaction it sent us in the Bangkok month (by the time we recorded it), the agent's members only.
 * bets/stake: every bet received, rolled back or not; rollbacks: the rollback calls, rolled_back: the stakes of
 * the bets they undid; wins/win: settlements; GGR = stake - rolled_back - win (a rolled-back bet counts nothing).
 * Which studio: the game's in our catalogue, named by our code (an aggregator's own id becomes ours at the wire,
 * server/src/games/hub88/wallet.ts); a game we do not know (a rollback of a bet never seen) is "no studio".
 */
const MONTH_SQL = `
  SELECT sp.id AS studio_id, max(sp.code) AS studio_code, max(sp.name) AS studio_name,
         count(*) FILTER (WHERE s.kind = 'bet')::int AS bets,
         COALESCE(sum(s.amount) FILTER (WHERE s.kind = 'bet'), 0)::bigint AS stake,
         count(*) FILTER (WHERE s.kind = 'settle')::int AS wins,
         COALESCE(sum(s.amount) FILTER (WHERE s.kind = 'settle'), 0)::bigint AS win,
         count(*) FILTER (WHERE s.kind = 'rollback')::int AS rollbacks,
         COALESCE(sum(s.amount) FILTER (WHERE s.kind = 'bet' AND s.status = 'rolled_back'), 0)::bigint
           AS rolled_back,
         min(s.created_at) AS first_at, max(s.created_at) AS last_at
    FROM seamless_transactions s
    JOIN members m ON m.id = s.member_id
    LEFT JOIN games g ON g.code = s.game_code AND g.provider_id = s.provider_id
    LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
   WHERE s.provider_id = $1 AND m.agent_id = $2 AND s.created_at >= $3 AND s.created_at < $4
     AND s.kind IN ('bet', 'settle', 'rollback')
   GROUP BY sp.id
   ORDER BY max(sp.sort) NULLS LAST, sp.id NULLS LAST`;

type Row = {
  studio_id: number | null;
  studio_code: string | null;
  studio_name: string | null;
  bets: number;
  stake: string;
  wins: number;
  win: string;
  rollbacks: number;
  rolled_back: string;
  first_at: Date | null;
  last_at: Date | null;
};

/**
 * The share owed on a GGR: ggr × bp / 10,000 rounded to a whole satang, half away from zero (BigInt: a GGR in
 * satang times 10,000 may pass 2^53). A negative GGR owes a negative share (the aggregator's credit to us).
 */
const shareOf = (ggr: number, bp: number) => {
  const product = BigInt(ggr) * BigInt(bp);
  const sign = product < 0n ? -1n : 1n;
  return Number((sign * (sign * product * 2n + 10_000n)) / 20_000n);
};

/** The month's first day, or GAME_MONTH_INVALID for a month that does not exist or has not begun. */
const monthOf = (month: string, now: Date) => {
  const first = `${month}-01`;
  if (parseDay(first) === null || first < '2000-01-01' || first > bangkokDay(now)) fail('GAME_MONTH_INVALID');
  return first;
};

export const aggregatorStatement = async (
  q: Queryable,
  agentId: number,
  query: StatementQuery,
  now: Date,
): Promise<AggregatorStatement> => {
  const first = monthOf(query.month, now);
  const { rows: providers } = await q.query<{ id: number; code: string; name: string }>(
    `SELECT id, code, name FROM game_providers WHERE code = $1`,
    [query.provider],
  );
  const provider = providers[0] ?? fail('ADMIN_GAME_NOT_FOUND');
  const [{ rows }, { rows: shares }] = await Promise.all([
    q.query<Row>(MONTH_SQL, [
      provider.id,
      agentId,
      bangkokDayStart(first).toISOString(),
      bangkokDayStart(nextMonthStart(first)).toISOString(),
    ]),
    q.query<{ sub_provider_id: number | null; share_bp: number }>(
      `SELECT sub_provider_id, share_bp FROM game_ggr_shares WHERE provider_id = $1`,
      [provider.id],
    ),
  ]);
  const own = shares.find((s) => s.sub_provider_id === null)?.share_bp ?? 0;
  const bpOf = (studio: number | null) => shares.find((s) => s.sub_provider_id === studio)?.share_bp ?? own;
  const sums = { bets: 0, stake: 0, wins: 0, win: 0, rollbacks: 0, rolled_back: 0, ggr: 0, owed: 0 };
  let first_at: Date | null = null;
  let last_at: Date | null = null;
  const studios = rows.map((row): StatementLine => {
    const [stake, win, rolledBack] = [Number(row.stake), Number(row.win), Number(row.rolled_back)];
    const ggr = stake - rolledBack - win;
    const bp = row.studio_id === null ? own : bpOf(row.studio_id);
    const owed = shareOf(ggr, bp);
    for (const [key, value] of Object.entries({
      bets: row.bets,
      stake,
      wins: row.wins,
      win,
      rollbacks: row.rollbacks,
      rolled_back: rolledBack,
      ggr,
      owed,
    }))
      sums[key as keyof typeof sums] += value;
    if (row.first_at && (!first_at || row.first_at < first_at)) first_at = row.first_at;
    if (row.last_at && (!last_at || row.last_at > last_at)) last_at = row.last_at;
    return {
      studio_id: row.studio_id,
      studio_code: row.studio_code ?? '',
      studio_name: row.studio_name ?? 'ไม่ระบุค่ายย่อย',
      bets: row.bets,
      stake: toBaht(stake),
      wins: row.wins,
      win: toBaht(win),
      rollbacks: row.rollbacks,
      rolled_back: toBaht(rolledBack),
      ggr: toBaht(ggr),
      share_percent: bp / 100,
      owed: toBaht(owed),
      first_at: row.first_at?.toISOString() ?? null,
      last_at: row.last_at?.toISOString() ?? null,
    };
  });
  return {
    month: query.month,
    provider_code: provider.code,
    provider_name: provider.name,
    studios,
    total: {
      studio_id: null,
      studio_code: '',
      studio_name: 'รวม',
      bets: sums.bets,
      stake: toBaht(sums.stake),
      wins: sums.wins,
      win: toBaht(sums.win),
      rollbacks: sums.rollbacks,
      rolled_back: toBaht(sums.rolled_back),
      ggr: toBaht(sums.ggr),
      share_percent: own / 100,
      // The sum of the studios' rounded shares: the total is what the lines add up to.
      owed: toBaht(sums.owed),
      first_at: (first_at as Date | null)?.toISOString() ?? null,
      last_at: (last_at as Date | null)?.toISOString() ?? null,
    },
  };
};

/** The statement as CSV (the one CSV writer), a line per studio and the total; audited as an export. */
export const aggregatorStatementCsv = async (q: Queryable, by: ByStaff, query: StatementQuery, now: Date) => {
  const statement = await aggregatorStatement(q, by.actor.agentId, query, now);
  await auditAs(q, by.meta, by.actor, {
    action: 'data.export',
    targetType: 'export',
    targetId: 'aggregator_statement',
    after: { ...query, rows: statement.studios.length },
  });
  const cells = (l: StatementLine) => [
    l.studio_code,
    l.studio_name,
    l.bets,
    csvBaht(l.stake),
    l.wins,
    csvBaht(l.win),
    l.rollbacks,
    csvBaht(l.rolled_back),
    csvBaht(l.ggr),
    l.share_percent.toFixed(2),
    csvBaht(l.owed),
    l.first_at ?? '',
    l.last_at ?? '',
  ];
  return toCsv([
    [
      'รหัสค่ายย่อย',
      'ค่ายย่อย',
      'จำนวนเดิมพัน',
      'ยอดเดิมพัน',
      'จำนวนรายการชนะ',
      'ยอดชนะ',
      'จำนวนยกเลิก',
      'ยอดเดิมพันที่ยกเลิก',
      'GGR',
      'ส่วนแบ่ง (%)',
      'ยอดที่ต้องชำระ',
      'รายการแรก (UTC)',
      'รายการสุดท้าย (UTC)',
    ],
    ...statement.studios.map(cells),
    cells(statement.total),
  ]);
};
