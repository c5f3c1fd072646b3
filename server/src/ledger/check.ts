import type { Queryable } from '@server/db/db';
import { chainProbes, markProbes } from './chain';
import type { LedgerMark, SinceForm } from './check-mark';
import { sinceForms } from './check-since';

/** One broken invariant, said plainly, with up to a few example ids. */
export type LedgerProblem = { invariant: string; detail: string };

type Probe = {
  invariant: string;
  cheap: boolean;
  sql: string;
  describe: (row: Record<string, unknown>) => string;
  /** A probe of the incremental run only (the mark itself): its one form. */
  since?: SinceForm;
};

// Each probe selects the rows that break one invariant of DESIGN §4 (at most 20 examples each).
const probes: Probe[] = [
  {
    invariant: 'entries of every transfer sum to zero',
    cheap: false,
    sql: `SELECT transfer_id, asset, sum(amount)::bigint AS total FROM ledger_entries
           GROUP BY transfer_id, asset HAVING sum(amount) <> 0 LIMIT 20`,
    describe: (r) => `transfer ${r.transfer_id} (${r.asset}) sums to ${r.total}`,
  },
  {
    invariant: 'all entries sum to zero',
    cheap: false,
    sql: `SELECT asset, sum(amount)::bigint AS total FROM ledger_entries GROUP BY asset HAVING sum(amount) <> 0`,
    describe: (r) => `all ${r.asset} entries sum to ${r.total}`,
  },
  {
    invariant: 'no member balance below zero',
    cheap: true,
    sql: `SELECT id, balance FROM ledger_accounts WHERE owner = 'member' AND balance < 0 LIMIT 20`,
    describe: (r) => `account ${r.id} has balance ${r.balance}`,
  },
  {
    invariant: 'house accounts have no stored balance (derived from entries)',
    cheap: true,
    sql: `SELECT id, house_code, balance, version FROM ledger_accounts
           WHERE owner = 'house' AND (balance <> 0 OR version <> 0) LIMIT 20`,
    describe: (r) => `house ${r.house_code} (${r.id}) stores balance ${r.balance} version ${r.version}`,
  },
  {
    invariant: 'each member balance matches its latest entry',
    cheap: true,
    sql: `SELECT a.id, a.balance, a.version, e.balance_after, e.account_version
            FROM ledger_accounts a
            LEFT JOIN ledger_entries e ON e.account_id = a.id AND e.account_version = a.version
           WHERE a.owner = 'member'
             AND ((a.version = 0 AND a.balance <> 0)
               OR (a.version > 0 AND (e.id IS NULL OR e.balance_after <> a.balance)))
           LIMIT 20`,
    describe: (r) =>
      `account ${r.id}: balance ${r.balance} at version ${r.version}, entry at that version says ${r.balance_after ?? 'nothing'}`,
  },
  {
    invariant: 'each member balance equals the sum of its entries, one version per entry',
    cheap: false,
    sql: `SELECT a.id, a.balance, a.version, coalesce(s.total, 0) AS total, coalesce(s.n, 0) AS n, s.max_version
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount)::bigint AS total, count(*)::bigint AS n,
                              max(account_version) AS max_version
                         FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
           WHERE a.owner = 'member'
             AND (a.balance <> coalesce(s.total, 0) OR a.version <> coalesce(s.n, 0)
               OR a.version <> coalesce(s.max_version, 0))
           LIMIT 20`,
    describe: (r) =>
      `account ${r.id}: balance ${r.balance} version ${r.version}, entries sum ${r.total} over ${r.n} entries`,
  },
  {
    invariant: 'each entry follows the one before it (balance after = previous + amount)',
    cheap: false,
    sql: `SELECT id, account_id, account_version, balance_after, prev_balance, amount FROM (
            SELECT e.id, e.account_id, e.account_version, e.balance_after, e.amount,
                   lag(e.balance_after, 1, 0::bigint) OVER w AS prev_balance,
                   lag(e.account_version, 1, 0::bigint) OVER w AS prev_version
              FROM ledger_entries e WHERE e.account_version IS NOT NULL
            WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_version)) x
           WHERE balance_after <> prev_balance + amount OR account_version <> prev_version + 1
           LIMIT 20`,
    describe: (r) =>
      `entry ${r.id} of account ${r.account_id} (version ${r.account_version}): ${r.prev_balance} + ${r.amount} <> ${r.balance_after}`,
  },
  {
    invariant: 'member entries record balance and version, house entries do not',
    cheap: false,
    sql: `SELECT e.id, a.owner FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE (a.owner = 'member') <> (e.account_version IS NOT NULL) OR e.asset <> a.asset LIMIT 20`,
    describe: (r) => `entry ${r.id} on a ${r.owner} account has the wrong shape`,
  },
  {
    invariant: 'every entry belongs to an existing account and transfer',
    cheap: false,
    sql: `SELECT e.id, e.account_id, e.transfer_id FROM ledger_entries e
           WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
              OR NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id) LIMIT 20`,
    describe: (r) =>
      `entry ${r.id} names account ${r.account_id} / transfer ${r.transfer_id}, which do not exist`,
  },
  {
    invariant: 'every transfer wrote entries',
    cheap: false,
    sql: `SELECT t.id, t.idem_key FROM ledger_transfers t
           WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transfer_id = t.id) LIMIT 20`,
    describe: (r) => `transfer ${r.id} (key ${r.idem_key}) has no entries`,
  },
  {
    invariant: "house 'holds' equals the pending holds",
    cheap: false,
    sql: `SELECT held, pending FROM (
            SELECT (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                     WHERE a.house_code = 'holds')::bigint AS held,
                   (SELECT coalesce(sum(amount), 0) FROM ledger_holds WHERE status = 'pending')::bigint AS pending) x
           WHERE held <> pending`,
    describe: (r) => `the holds account holds ${r.held} but pending holds total ${r.pending}`,
  },
  {
    invariant: 'each settled hold was settled once, by its own transfer',
    cheap: false,
    sql: `SELECT h.id, h.status FROM ledger_holds h
            LEFT JOIN ledger_transfers t ON t.id = h.settle_transfer_id
           WHERE (h.status <> 'pending' AND (t.id IS NULL OR t.hold_id <> h.id
                  OR t.op <> CASE h.status WHEN 'posted' THEN 'post_hold' ELSE 'void_hold' END))
              OR (SELECT count(*) FROM ledger_transfers s WHERE s.hold_id = h.id) > 1
           LIMIT 20`,
    describe: (r) => `hold ${r.id} (${r.status}) is not settled exactly once`,
  },
  ...chainProbes,
];

/**
 * Verifies the ledger's invariants (DESIGN §4) and answers what is wrong; an empty list means all hold.
 * `cheap` runs only the checks that cost one pass over the accounts (run at every server start). `since` runs
 * each other check over what was written after that mark (check-since.ts), taking what the mark proved as given,
 * and checks the mark itself: what it cannot see is an edit of a row older than the mark that leaves the chain
 * across the mark as it was (README.md, "The incremental check"); the full check sees it.
 */
export const checkLedger = async (
  q: Queryable,
  options: { cheap?: boolean; since?: LedgerMark } = {},
): Promise<LedgerProblem[]> => {
  const { since } = options;
  const problems: LedgerProblem[] = [];
  const all: Probe[] = [...probes, ...(since ? markProbes : [])];
  for (const probe of all) {
    if (options.cheap && !probe.cheap) continue;
    const form = since && !probe.cheap ? (probe.since ?? sinceForms[probe.invariant]) : undefined;
    if (since && !probe.cheap && !form) throw new Error(`no incremental form for "${probe.invariant}"`);
    const { rows } = form && since ? await q.query(form.sql, form.params(since)) : await q.query(probe.sql);
    for (const row of rows) problems.push({ invariant: probe.invariant, detail: probe.describe(row) });
  }
  return problems;
};
