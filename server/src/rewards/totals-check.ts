import type { Queryable } from '@server/db/db';

/** One member-day whose running totals differ from raw play, said plainly. */
export type TotalsProblem = { invariant: string; detail: string };

/**
 * Each comparison names the member-days (at most 20) whose running totals (migration 1250, kept by the triggers of
 * server/sql/rewards/member-day-*.sql) differ from their recount from raw play: `compare(kept, raw)` joins a
 * query of kept rows with a query of recounted ones (the whole tables here; totals-check-since.ts passes days).
 * A row of zeros counts as absent.
 */
const totalsComparisons = [
  {
    invariant: 'play totals per member and day equal raw play',
    compare: (kept: string, raw: string) =>
      `SELECT coalesce(h.member_id, w.member_id) AS member_id, coalesce(h.day, w.day)::text AS day,
              coalesce(h.wallet_id, w.wallet_id) AS wallet_id, coalesce(h.category, w.category) AS category,
              h.stake AS kept_stake, w.stake AS raw_stake, h.win AS kept_win, w.win AS raw_win,
              h.placed_loss AS kept_loss, w.placed_loss AS raw_loss
         FROM (SELECT * FROM (${kept}) k WHERE stake <> 0 OR win <> 0 OR placed_loss <> 0) h
         FULL JOIN (SELECT * FROM (${raw}) r WHERE stake <> 0 OR win <> 0 OR placed_loss <> 0) w
           ON (w.member_id, w.day, w.wallet_id, w.category) = (h.member_id, h.day, h.wallet_id, h.category)
        WHERE (h.stake, h.win, h.placed_loss) IS DISTINCT FROM (w.stake, w.win, w.placed_loss)
        ORDER BY 1, 2, 3, 4 LIMIT 20`,
    describe: (r: Record<string, unknown>) =>
      `member ${r.member_id} day ${r.day} wallet ${r.wallet_id} '${r.category}': kept stake/win/loss ` +
      `${r.kept_stake ?? 0}/${r.kept_win ?? 0}/${r.kept_loss ?? 0}, raw ${r.raw_stake ?? 0}/${r.raw_win ?? 0}/` +
      `${r.raw_loss ?? 0}`,
  },
  {
    invariant: 'deposit totals per member and day equal the ledger',
    compare: (kept: string, raw: string) =>
      `SELECT coalesce(h.member_id, w.member_id) AS member_id, coalesce(h.day, w.day)::text AS day,
              h.deposit AS kept, w.deposit AS raw
         FROM (SELECT * FROM (${kept}) k WHERE deposit <> 0) h
         FULL JOIN (${raw}) w ON (w.member_id, w.day) = (h.member_id, h.day)
        WHERE h.deposit IS DISTINCT FROM w.deposit
        ORDER BY 1, 2 LIMIT 20`,
    describe: (r: Record<string, unknown>) =>
      `member ${r.member_id} day ${r.day}: kept deposits ${r.kept ?? 0}, ledger ${r.raw ?? 0}`,
  },
] as const;

/** Runs each comparison on its sources (`sources[i]`: the kept and the recounted rows), with `params`. */
export const compareTotals = async (
  q: Queryable,
  sources: readonly (readonly [string, string])[],
  params: unknown[] = [],
): Promise<TotalsProblem[]> => {
  const problems: TotalsProblem[] = [];
  for (const [i, probe] of totalsComparisons.entries()) {
    const [kept, raw] = sources[i]!;
    const { rows } = await q.query(probe.compare(kept, raw), params);
    for (const row of rows) problems.push({ invariant: probe.invariant, detail: probe.describe(row) });
  }
  return problems;
};

/**
 * Compares the running totals of play and deposits with a recount from raw play and the ledger (one pass over
 * each): `npm run ledger:check -- --full` runs it after the ledger's invariants. An empty list means they agree.
 */
export const checkPlayTotals = (q: Queryable): Promise<TotalsProblem[]> =>
  compareTotals(q, [
    ['SELECT * FROM member_day_totals', 'SELECT * FROM member_day_totals_recount'],
    ['SELECT * FROM member_day_money', 'SELECT * FROM member_day_money_recount'],
  ]);
