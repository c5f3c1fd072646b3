import type { CategoryFigures, DayFigures, MoneyFigures } from '@contract/admin/reports';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import type { DayRange } from './bangkok-days';
import { rolledPart } from './money-rollups';
import { CATEGORY, entriesOf, SUMS, type Row } from './money-sql';

/**
 * The money figures of an agent's members over a range of Bangkok days, from the ledger's own entries on member
 * wallets (what really moved) and the withdrawals table (a withdrawal counts on the day it was approved: only
 * then did the money leave; the ledger's post_hold moves it between house accounts only):
 * - deposits: `deposit` credits; stakes: `bet` debits less bets rolled back (`refund` of a seamless rollback);
 * - wins: `win` credits; GGR = stakes - wins; bonus cost: `bonus`, `cashback` and `affiliate` credits, net;
 * - adjustments: staff credits less staff debits by hand (`adjustment` entries: the console's and the operator
 *   command's), net, so money given by hand is its own line beside the rest (issue 28).
 * Categories come from the bet's game (`meta.game_id`, or the rollback's game) in the catalogue; 'other' when
 * the game is unknown.
 */
const ENTRIES = entriesOf();

const MOVEMENTS = `
  SELECT to_char((e.created_at AT TIME ZONE 'Asia/Bangkok')::date, 'YYYY-MM-DD') AS day,
         ${CATEGORY} AS category,
         ${SUMS}
  ${ENTRIES}
   GROUP BY 1, 2`;

const WITHDRAWALS = `
  SELECT to_char((decided_at AT TIME ZONE 'Asia/Bangkok')::date, 'YYYY-MM-DD') AS day, sum(amount)::bigint AS total
    FROM withdrawals
   WHERE agent_id = $1 AND status = 'approved' AND decided_at >= $2 AND decided_at < $3
   GROUP BY 1`;

type Out = { day: string; total: number };

type Sums = {
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  bonus: number;
  adjustments: number;
};
const zero = (): Sums => ({ deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonus: 0, adjustments: 0 });

const toFigures = (s: Sums): MoneyFigures => ({
  deposits: toBaht(s.deposits),
  withdrawals: toBaht(s.withdrawals),
  stakes: toBaht(s.stakes),
  wins: toBaht(s.wins),
  ggr: toBaht(s.stakes - s.wins),
  bonus_cost: toBaht(s.bonus),
  adjustments: toBaht(s.adjustments),
});

export type MoneyFiguresResult = { days: DayFigures[]; categories: CategoryFigures[]; total: MoneyFigures };

/** Sums stay integer satang until the answer is built (bigint columns arrive as numbers below 2^53). */
export const moneyFigures = async (
  q: Queryable,
  agentId: number,
  range: DayRange,
): Promise<MoneyFiguresResult> => {
  // Closed days rolled up are read from the roll-ups, the rest (today, a day not rolled up yet) live.
  const { rolled, liveFrom } = await rolledPart(q, agentId, range);
  const args = [agentId, liveFrom.toISOString(), range.end.toISOString()];
  const live = liveFrom < range.end;
  const [moves, outs] = await Promise.all([
    live ? q.query<Row>(MOVEMENTS, args).then((r) => r.rows) : ([] as Row[]),
    live ? q.query<Out>(WITHDRAWALS, args).then((r) => r.rows) : ([] as Out[]),
  ]);
  moves.push(...rolled);
  for (const row of rolled)
    if (Number(row.withdrawals) !== 0) outs.push({ day: row.day, total: row.withdrawals });
  const byDay = new Map(range.days.map((day) => [day, zero()]));
  const byCategory = new Map<string, Sums>();
  const total = zero();
  for (const row of moves) {
    const day = byDay.get(row.day);
    for (const sums of [day, total]) {
      if (!sums) continue;
      sums.deposits += Number(row.deposits);
      sums.stakes += Number(row.stakes);
      sums.wins += Number(row.wins);
      sums.bonus += Number(row.bonus);
      sums.adjustments += Number(row.adjustments);
    }
    if (row.category) {
      const cat = byCategory.get(row.category) ?? zero();
      cat.stakes += Number(row.stakes);
      cat.wins += Number(row.wins);
      byCategory.set(row.category, cat);
    }
  }
  for (const row of outs) {
    byDay.get(row.day)!.withdrawals += Number(row.total);
    total.withdrawals += Number(row.total);
  }
  return {
    days: [...byDay].map(([day, sums]) => ({ day, ...toFigures(sums) })),
    categories: [...byCategory]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, s]) => ({
        category,
        stakes: toBaht(s.stakes),
        wins: toBaht(s.wins),
        ggr: toBaht(s.stakes - s.wins),
      })),
    total: toFigures(total),
  };
};

export type MemberFigures = { phone: string; full_name: string; figures: MoneyFigures };

/**
 * The same figures per member over the range (the money report's per-member export): only members with a
 * movement or an approved withdrawal in it, by phone.
 */
export const memberMoneyFigures = async (
  q: Queryable,
  agentId: number,
  range: DayRange,
): Promise<MemberFigures[]> => {
  const args = [agentId, range.start.toISOString(), range.end.toISOString()];
  const { rows } = await q.query<
    Omit<Row, 'day' | 'category'> & { phone: string; full_name: string; withdrawals: number }
  >(
    `WITH moves AS (SELECT m.id AS member_id, ${SUMS} ${ENTRIES} GROUP BY 1),
          outs AS (SELECT member_id, sum(amount)::bigint AS withdrawals FROM withdrawals
                    WHERE agent_id = $1 AND status = 'approved' AND decided_at >= $2 AND decided_at < $3
                    GROUP BY 1)
     SELECT m.phone, m.full_name, coalesce(mv.deposits, 0) AS deposits, coalesce(o.withdrawals, 0) AS withdrawals,
            coalesce(mv.stakes, 0) AS stakes, coalesce(mv.wins, 0) AS wins, coalesce(mv.bonus, 0) AS bonus,
            coalesce(mv.adjustments, 0) AS adjustments
       FROM moves mv FULL JOIN outs o ON o.member_id = mv.member_id
       JOIN members m ON m.id = coalesce(mv.member_id, o.member_id)
      ORDER BY m.phone`,
    args,
  );
  return rows.map((row) => ({
    phone: row.phone,
    full_name: row.full_name,
    figures: toFigures({
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      stakes: Number(row.stakes),
      wins: Number(row.wins),
      bonus: Number(row.bonus),
      adjustments: Number(row.adjustments),
    }),
  }));
};
