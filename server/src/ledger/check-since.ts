import { chainSince } from './chain';
import type { LedgerMark, SinceForm } from './check-mark';

const entryId = (m: LedgerMark) => [m.entryId];

// Each account's entries after the mark: count, sum, highest version.
const newByAccount = `SELECT account_id, sum(amount)::bigint AS total, count(*)::bigint AS n,
                             max(account_version) AS max_version
                        FROM ledger_entries WHERE id > $1 GROUP BY account_id`;

/**
 * The incremental forms of check.ts's probes that read history, by invariant, with the same columns as the full
 * probe (its `describe` says what is wrong). The cheap probes (one pass over the accounts) run whole.
 */
export const sinceForms: Record<string, SinceForm> = {
  // Each transfer's entries looked up by its id (LATERAL): a join chosen on a stale row estimate for the new ids
  // read the whole transfer index (0.6 s at 900k entries, growing with history).
  'entries of every transfer sum to zero': {
    sql: `SELECT n.transfer_id, s.asset, s.total
            FROM (SELECT DISTINCT transfer_id FROM ledger_entries WHERE id > $1) n
            CROSS JOIN LATERAL (SELECT e.asset, sum(e.amount)::bigint AS total FROM ledger_entries e
                                 WHERE e.transfer_id = n.transfer_id GROUP BY e.asset) s
           WHERE s.total <> 0 LIMIT 20`,
    params: entryId,
  },
  'all entries sum to zero': {
    sql: `SELECT asset, total FROM (
            SELECT t.asset, (t.base + coalesce((SELECT sum(e.amount) FROM ledger_entries e
                                                 WHERE e.id > $1 AND e.asset = t.asset), 0))::bigint AS total
              FROM (VALUES ('thb', $2::bigint), ('point', $3::bigint)) t (asset, base)) x
           WHERE total <> 0`,
    params: (m) => [m.entryId, m.thbTotal, m.pointTotal],
  },
  // Every member account (a pass over the accounts, as the cheap probes): what the mark proved plus what came since.
  'each member balance equals the sum of its entries, one version per entry': {
    sql: `SELECT a.id, a.balance, a.version, coalesce(c.total, 0) + coalesce(n.total, 0) AS total,
                 coalesce(c.entries, 0) + coalesce(n.n, 0) AS n
            FROM ledger_accounts a
            LEFT JOIN ledger_check_accounts c ON c.account_id = a.id
            LEFT JOIN (${newByAccount}) n ON n.account_id = a.id
           WHERE a.owner = 'member'
             AND (a.balance <> coalesce(c.total, 0) + coalesce(n.total, 0)
               OR a.version <> coalesce(c.entries, 0) + coalesce(n.n, 0)
               OR a.version <> coalesce(n.max_version, c.entries, 0))
           LIMIT 20`,
    params: entryId,
  },
  // The first entry after the mark follows the account as the mark left it (its balance and version).
  'each entry follows the one before it (balance after = previous + amount)': {
    sql: `SELECT x.id, x.account_id, x.account_version, x.balance_after, x.amount,
                 coalesce(x.prev_balance, c.total, 0) AS prev_balance
            FROM (SELECT e.id, e.account_id, e.account_version, e.balance_after, e.amount,
                         lag(e.balance_after) OVER w AS prev_balance, lag(e.account_version) OVER w AS prev_version
                    FROM ledger_entries e WHERE e.id > $1 AND e.account_version IS NOT NULL
                  WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_version)) x
            LEFT JOIN ledger_check_accounts c ON c.account_id = x.account_id
           WHERE x.balance_after <> coalesce(x.prev_balance, c.total, 0) + x.amount
              OR x.account_version <> coalesce(x.prev_version, c.entries, 0) + 1
           LIMIT 20`,
    params: entryId,
  },
  'member entries record balance and version, house entries do not': {
    sql: `SELECT e.id, a.owner FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE e.id > $1 AND ((a.owner = 'member') <> (e.account_version IS NOT NULL) OR e.asset <> a.asset)
           LIMIT 20`,
    params: entryId,
  },
  'every entry belongs to an existing account and transfer': {
    sql: `SELECT e.id, e.account_id, e.transfer_id FROM ledger_entries e
           WHERE e.id > $1
             AND (NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
               OR NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)) LIMIT 20`,
    params: entryId,
  },
  'every transfer wrote entries': {
    sql: `SELECT t.id, t.idem_key FROM ledger_transfers t
           WHERE t.id > $1 AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transfer_id = t.id) LIMIT 20`,
    params: (m) => [m.transferId],
  },
  "house 'holds' equals the pending holds": {
    sql: `SELECT held, pending FROM (
            SELECT (SELECT coalesce(sum(c.total), 0) FROM ledger_check_accounts c
                      JOIN ledger_accounts a ON a.id = c.account_id WHERE a.house_code = 'holds')
                 + (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e
                      JOIN ledger_accounts a ON a.id = e.account_id WHERE a.house_code = 'holds' AND e.id > $1)
                   ::bigint AS held,
                   (SELECT coalesce(sum(amount), 0) FROM ledger_holds WHERE status = 'pending')::bigint AS pending) x
           WHERE held <> pending`,
    params: entryId,
  },
  // The holds made since the mark, the holds settled since (their settling transfer is new), and any hold a new
  // transfer names.
  'each settled hold was settled once, by its own transfer': {
    sql: `WITH touched AS (
            SELECT id FROM ledger_holds WHERE id > $1
            UNION SELECT id FROM ledger_holds WHERE settle_transfer_id > $2
            UNION SELECT hold_id FROM ledger_transfers WHERE id > $2 AND hold_id IS NOT NULL)
          SELECT h.id, h.status FROM ledger_holds h JOIN touched USING (id)
            LEFT JOIN ledger_transfers t ON t.id = h.settle_transfer_id
           WHERE (h.status <> 'pending' AND (t.id IS NULL OR t.hold_id <> h.id
                  OR t.op <> CASE h.status WHEN 'posted' THEN 'post_hold' ELSE 'void_hold' END))
              OR (SELECT count(*) FROM ledger_transfers s WHERE s.hold_id = h.id) > 1
           LIMIT 20`,
    params: (m) => [m.holdId, m.transferId],
  },
  ...chainSince,
};
