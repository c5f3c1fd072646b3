import type { Db, Queryable } from '@server/db/db';

/**
 * The mark of the last clean `ledger:check` (migration 1360): every ledger row up to these ids was verified, and
 * `ledger_check_accounts` holds what was true of each account then. The next run reads only what came after.
 */
export type LedgerMark = {
  id: number;
  checkedAt: Date;
  full: boolean;
  entryId: number;
  transferId: number;
  holdId: number;
  seamlessId: number;
  billId: number;
  thbTotal: number;
  pointTotal: number;
};

/** A probe's incremental form (check-since.ts): the same invariant over what was written after the mark. */
export type SinceForm = { sql: string; params: (mark: LedgerMark) => unknown[] };

/** Ids up to which every row is committed (or rolled back): a run may mark them once it checked them. */
export type LedgerBounds = Pick<LedgerMark, 'entryId' | 'transferId' | 'holdId' | 'seamlessId' | 'billId'>;

// Any key of this module's own: two runs writing a mark at once take turns.
const MARK_LOCK = 31_1360;

/** Whether the database has the marks (migration 1360): an older release's schema is checked in full, unmarked. */
export const hasLedgerMarks = async (q: Queryable) =>
  (await q.query<{ present: boolean }>(`SELECT to_regclass('ledger_check_marks') IS NOT NULL AS present`))
    .rows[0]!.present;

export const readLedgerMark = async (q: Queryable): Promise<LedgerMark | null> => {
  const { rows } = await q.query<Record<string, string | Date | boolean>>(
    `SELECT * FROM ledger_check_marks ORDER BY id DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    checkedAt: new Date(row.checked_at as Date),
    full: row.full_check === true,
    entryId: Number(row.entry_id),
    transferId: Number(row.transfer_id),
    holdId: Number(row.hold_id),
    seamlessId: Number(row.seamless_id),
    billId: Number(row.bill_id),
    thbTotal: Number(row.thb_total),
    pointTotal: Number(row.point_total),
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ids a run may mark, or null when it may not mark any. Ids are handed out in order but committed in any
 * order: a transaction may hold entry 100 uncommitted while entry 101 is visible, and marking 101 would skip 100
 * for ever. So the bound is the highest id visible now, and before the run reads anything it waits (up to
 * `waitMs`) for every transaction in progress after that read to end: every id at or below the bound was handed
 * out before the read, so once they ended each is committed or gone. A transaction still open after the wait (a
 * long report, a session left idle in a transaction) leaves the mark where it is; the run checks all the same.
 */
export const ledgerBounds = async (q: Queryable, waitMs: number): Promise<LedgerBounds | null> => {
  const { rows } = await q.query<Record<string, string>>(
    `SELECT (SELECT coalesce(max(id), 0) FROM ledger_entries) AS entry_id,
            (SELECT coalesce(max(id), 0) FROM ledger_transfers) AS transfer_id,
            (SELECT coalesce(max(id), 0) FROM ledger_holds) AS hold_id,
            (SELECT coalesce(max(id), 0) FROM seamless_transactions) AS seamless_id,
            (SELECT coalesce(max(id), 0) FROM lotto_bills) AS bill_id`,
  );
  // A second statement, so a later snapshot: an id is handed out a moment before its transaction takes an id
  // of its own (the INSERT's default runs first), and this one then counts it as in progress. In progress are
  // the snapshot's listed transactions and any that took an id at or above its xmax, which it does not list:
  // every id up to the one this statement takes (pg_current_xact_id) is asked after. A snapshot covers the whole
  // cluster: transactions seen working in another database are left out (a shared cluster's long ones would hold
  // the mark back); one whose database cannot be seen is waited for.
  const { rows: open } = await q.query<{ xids: string[] }>(
    `WITH s AS MATERIALIZED (SELECT pg_current_snapshot() AS snap, pg_current_xact_id()::text::bigint AS me),
          x AS (SELECT xip::text AS xid FROM s, pg_snapshot_xip(s.snap) xip
                UNION SELECT g::text FROM s, generate_series(pg_snapshot_xmax(s.snap)::text::bigint, s.me - 1) g)
     SELECT array(SELECT xid FROM x
                   WHERE xid NOT IN (SELECT backend_xid::text FROM pg_stat_activity
                                      WHERE backend_xid IS NOT NULL
                                        AND datname IS DISTINCT FROM current_database())) AS xids`,
  );
  const xids = open[0]!.xids;
  for (let waited = 0; xids.length > 0; waited += 50) {
    const { rows: still } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM unnest($1::text[]) x WHERE pg_xact_status(x::xid8) = 'in progress'`,
      [xids],
    );
    if (still[0]!.n === 0) break;
    if (waited >= waitMs) return null;
    await sleep(50);
  }
  const row = rows[0]!;
  return {
    entryId: Number(row.entry_id),
    transferId: Number(row.transfer_id),
    holdId: Number(row.hold_id),
    seamlessId: Number(row.seamless_id),
    billId: Number(row.bill_id),
  };
};

// Each account's entries in (from, to]: count, sum, and the last link with its entry.
const accountsBetween = `
  SELECT s.*, (SELECT chain FROM ledger_entries l WHERE l.id = s.last_entry_id) AS last_link
    FROM (SELECT account_id, count(*)::bigint AS entries, sum(amount)::bigint AS total,
                 max(id) FILTER (WHERE chain IS NOT NULL) AS last_entry_id
            FROM ledger_entries WHERE id > $1 AND id <= $2 GROUP BY account_id) s`;

/**
 * Records a clean run's mark at `bounds`, carrying forward `from` (the mark the run started from; null: a full run,
 * which writes every account's row anew). One transaction under an advisory lock; an incremental run whose mark was
 * moved meanwhile by another run writes nothing (its rows would mix two marks). Answers whether it wrote one.
 */
export const writeLedgerMark = async (
  db: Db,
  from: LedgerMark | null,
  bounds: LedgerBounds,
): Promise<boolean> =>
  db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock($1)`, [MARK_LOCK]);
    const now = await readLedgerMark(q);
    if (from && (now?.id !== from.id || bounds.entryId < from.entryId)) return false;
    const start = from?.entryId ?? 0;
    if (from) {
      await q.query(
        `INSERT INTO ledger_check_accounts AS c (account_id, entries, total, last_entry_id, last_link)
         SELECT n.account_id, n.entries, n.total, n.last_entry_id, n.last_link FROM (${accountsBetween}) n
         ON CONFLICT (account_id) DO UPDATE
            SET entries = c.entries + excluded.entries, total = c.total + excluded.total,
                last_entry_id = coalesce(excluded.last_entry_id, c.last_entry_id),
                last_link = coalesce(excluded.last_link, c.last_link)`,
        [start, bounds.entryId],
      );
    } else {
      await q.query(`DELETE FROM ledger_check_accounts`);
      await q.query(
        `INSERT INTO ledger_check_accounts (account_id, entries, total, last_entry_id, last_link)
         SELECT account_id, entries, total, last_entry_id, last_link FROM (${accountsBetween}) n`,
        [start, bounds.entryId],
      );
    }
    await q.query(
      `INSERT INTO ledger_check_marks (full_check, entry_id, transfer_id, hold_id, seamless_id, bill_id,
                                       thb_total, point_total)
       SELECT $1, $2, $3, $4, $5, $6,
              $7::bigint + coalesce(sum(amount) FILTER (WHERE asset = 'thb'), 0),
              $8::bigint + coalesce(sum(amount) FILTER (WHERE asset = 'point'), 0)
         FROM ledger_entries WHERE id > $9 AND id <= $2`,
      [
        from === null,
        bounds.entryId,
        bounds.transferId,
        bounds.holdId,
        bounds.seamlessId,
        bounds.billId,
        from?.thbTotal ?? 0,
        from?.pointTotal ?? 0,
        start,
      ],
    );
    return true;
  });
