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
          broken AS (
            SELECT e.account_id, e.id, e.transfer_id, e.account_version,
                   CASE WHEN e.chain IS NULL THEN 'carries no link after a linked entry'
                        ELSE 'does not match its rows and the link before it' END AS why
              FROM e LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
             WHERE (e.chain IS NULL AND e.linked_before)
                OR (e.chain IS NOT NULL AND e.chain IS DISTINCT FROM ledger_link(e.prev,
                      ledger_transfer_content(t.id, t.idem_key, t.op, t.kind, t.description, t.fingerprint, t.meta,
                        t.hold_id, t.created_at,
                        (SELECT jsonb_agg(jsonb_build_array(x.account_id, x.amount) ORDER BY x.leg, x.amount)
                           FROM ledger_entries x WHERE x.transfer_id = e.transfer_id)),
                      e.leg, e.account_id, e.asset, e.amount, e.balance_after, e.account_version)))
          SELECT DISTINCT ON (account_id) account_id, id, transfer_id, account_version, why
            FROM broken ORDER BY account_id, id LIMIT 20`,
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
