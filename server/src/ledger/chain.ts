import type { SinceForm } from './check-mark';

// The link entry `e` should carry after `e.prev` (its transfer `t` joined), as ledger_apply computed it.
const linkOfRow = `ledger_link(e.prev,
                      ledger_transfer_content(t.id, t.idem_key, t.op, t.kind, t.description, t.fingerprint, t.meta,
                        t.hold_id, t.created_at,
                        (SELECT jsonb_agg(jsonb_build_array(x.account_id, x.amount) ORDER BY x.leg, x.amount)
                           FROM ledger_entries x WHERE x.transfer_id = e.transfer_id)),
                      e.leg, e.account_id, e.asset, e.amount, e.balance_after, e.account_version)`;

// Each account's first broken link, from a CTE `e` of entries with `prev` (the link before) and `linked_before`.
const firstBroken = `broken AS (
            SELECT e.account_id, e.id, e.transfer_id, e.account_version,
                   CASE WHEN e.chain IS NULL THEN 'carries no link after a linked entry'
                        ELSE 'does not match its rows and the link before it' END AS why
              FROM e LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
             WHERE (e.chain IS NULL AND e.linked_before)
                OR (e.chain IS NOT NULL AND e.chain IS DISTINCT FROM ${linkOfRow}))
          SELECT DISTINCT ON (account_id) account_id, id, transfer_id, account_version, why
            FROM broken ORDER BY account_id, id LIMIT 20`;

/**
 * The probes of the ledger's hash chain (migration 1040, server/sql/ledger/ledger-link.sql), run by checkLedger.
 * Each link is recomputed from the rows as stored and the link stored before it on the same account, so an edit
 * breaks the chain at the edited row: the first broken link of each account is named. Rewriting every link after
 * it (and the account's chain_head) hides an edit from this check only; comparing the heads with a copy taken
 * earlier (`ledgerChainHeads`) shows that too.
 */
export const chainProbes = [
  {
    invariant: 'every link of the hash chain matches its rows and the link before it',
    cheap: false,
    sql: `WITH e AS (
            SELECT e.*, lag(e.chain) OVER w AS prev,
                   coalesce(bool_or(e.chain IS NOT NULL) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
                            false) AS linked_before
              FROM ledger_entries e
             WHERE e.chain IS NOT NULL OR e.account_version IS NOT NULL
            WINDOW w AS (PARTITION BY e.account_id ORDER BY e.id)),
          ${firstBroken}`,
    describe: (r: Record<string, unknown>) =>
      `account ${r.account_id}: the chain breaks first at entry ${r.id} (transfer ${r.transfer_id}` +
      `${r.account_version == null ? '' : `, version ${r.account_version}`}), which ${r.why}`,
  },
  {
    invariant: "each account's chain head is its last link",
    cheap: false,
    sql: `SELECT a.id, l.id AS entry_id FROM ledger_accounts a
            LEFT JOIN LATERAL (SELECT e.id, e.chain FROM ledger_entries e
                                WHERE e.account_id = a.id AND e.chain IS NOT NULL
                                ORDER BY e.id DESC LIMIT 1) l ON true
           WHERE (a.owner = 'member' OR a.chain_head IS NOT NULL) AND a.chain_head IS DISTINCT FROM l.chain
           LIMIT 20`,
    describe: (r: Record<string, unknown>) =>
      `account ${r.id}: its chain head is not the link of its last linked entry (${r.entry_id ?? 'none'})`,
  },
];

/**
 * The chain probes' incremental forms (check-since.ts): the entries after the mark, the first of each account
 * following the link the mark recorded for it; each head against the last link after the mark, else the mark's.
 */
export const chainSince: Record<string, SinceForm> = {
  'every link of the hash chain matches its rows and the link before it': {
    sql: `WITH n AS (
            SELECT e.*, lag(e.chain) OVER w AS prev_new, row_number() OVER w AS nth,
                   coalesce(bool_or(e.chain IS NOT NULL) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING),
                            false) AS linked_before_new
              FROM ledger_entries e
             WHERE e.id > $1 AND (e.chain IS NOT NULL OR e.account_version IS NOT NULL)
            WINDOW w AS (PARTITION BY e.account_id ORDER BY e.id)),
          e AS (
            SELECT n.*, CASE WHEN n.nth = 1 THEN c.last_link ELSE n.prev_new END AS prev,
                   n.linked_before_new OR c.last_link IS NOT NULL AS linked_before
              FROM n LEFT JOIN ledger_check_accounts c ON c.account_id = n.account_id),
          ${firstBroken}`,
    params: (m) => [m.entryId],
  },
  "each account's chain head is its last link": {
    sql: `SELECT a.id, coalesce(l.id, c.last_entry_id) AS entry_id FROM ledger_accounts a
            LEFT JOIN ledger_check_accounts c ON c.account_id = a.id
            LEFT JOIN LATERAL (SELECT e.id, e.chain FROM ledger_entries e
                                WHERE e.account_id = a.id AND e.id > $1 AND e.chain IS NOT NULL
                                ORDER BY e.id DESC LIMIT 1) l ON true
           WHERE (a.owner = 'member' OR a.chain_head IS NOT NULL)
             AND a.chain_head IS DISTINCT FROM coalesce(l.chain, c.last_link)
           LIMIT 20`,
    params: (m) => [m.entryId],
  },
};

/**
 * Only in an incremental run: the mark itself. Each account written to since the mark has its marked entry read
 * again, and its link compared with the one the mark recorded, so an edit before the mark whose author rewrote
 * the links up to it (and not the ones after) is found as well.
 */
export const markProbes = [
  {
    invariant: "the chain at the last check's mark is as that check left it",
    cheap: false,
    sql: '',
    since: {
      sql: `SELECT c.account_id, c.last_entry_id FROM ledger_check_accounts c
              JOIN (SELECT DISTINCT account_id FROM ledger_entries WHERE id > $1) n ON n.account_id = c.account_id
              LEFT JOIN ledger_entries e ON e.id = c.last_entry_id
             WHERE c.last_entry_id IS NOT NULL
               AND (e.id IS NULL OR e.account_id <> c.account_id OR e.chain IS DISTINCT FROM c.last_link)
             LIMIT 20`,
      params: (m: { entryId: number }) => [m.entryId],
    },
    describe: (r: Record<string, unknown>) =>
      `account ${r.account_id}: entry ${r.last_entry_id} no longer carries the link the last check recorded`,
  },
];
