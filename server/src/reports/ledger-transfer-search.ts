import type { LedgerTransferPage, LedgerTransferQuery } from '@contract/admin/ledger';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { dayStart } from './bangkok-days';

type Row = {
  id: number;
  idem_key: string;
  op: string;
  kind: string;
  description: string;
  created_at: Date;
  entries: {
    account_id: number;
    asset: 'thb' | 'point';
    amount: number;
    balance_after: number | null;
    label: string;
  }[];
};

const POINTS_LABEL = 'พอยท์';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ledger transfers, newest first (keyset on id), by member phone (within the staff member's agent), kind, key
 * prefix and Bangkok days, each with its entries. Without a member, transfers that touch a member of another
 * agent are left out; house-only transfers (a withdrawal's payout) show to every agent.
 */
export const searchLedgerTransfers = async (
  q: Queryable,
  agentId: number,
  query: LedgerTransferQuery,
): Promise<LedgerTransferPage> => {
  const limit = query.limit ?? 50;
  const phone = query.phone?.replace(/\D/g, '') || null;
  const { rows } = await q.query<Row>(
    `SELECT t.id::int AS id, t.idem_key, t.op, t.kind, t.description, t.created_at,
            (SELECT json_agg(json_build_object(
                      'account_id', e.account_id, 'asset', a.asset, 'amount', e.amount,
                      'balance_after', e.balance_after,
                      -- A member's points account has no wallet type: it is the member's points.
                      'label', coalesce('house ' || a.house_code,
                                        'member ' || m.phone || ' / ' || coalesce(wt.name_th, $9),
                                        'account ' || a.id))
                    ORDER BY e.leg, e.id)
               FROM ledger_entries e
               JOIN ledger_accounts a ON a.id = e.account_id
               LEFT JOIN members m ON m.id = a.member_id
               LEFT JOIN wallet_types wt ON wt.id = a.wallet_type_id
              WHERE e.transfer_id = t.id) AS entries
       FROM ledger_transfers t
      WHERE ($2::text IS NULL OR EXISTS (
               SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 JOIN members m ON m.id = a.member_id
                WHERE e.transfer_id = t.id AND m.agent_id = $1 AND m.phone = $2))
        AND NOT EXISTS (
               SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 JOIN members m ON m.id = a.member_id
                WHERE e.transfer_id = t.id AND m.agent_id <> $1)
        AND ($3::text IS NULL OR t.kind = $3)
        AND ($4::text IS NULL OR t.idem_key LIKE $4)
        AND ($5::timestamptz IS NULL OR t.created_at >= $5)
        AND ($6::timestamptz IS NULL OR t.created_at < $6)
        AND ($7::bigint IS NULL OR t.id < $7)
      ORDER BY t.id DESC
      LIMIT $8`,
    [
      agentId,
      phone,
      query.kind || null,
      query.key ? `${escapeLike(query.key)}%` : null,
      query.from ? dayStart(query.from).toISOString() : null,
      query.to ? dayStart(query.to, 1).toISOString() : null,
      query.before_id ?? null,
      limit + 1,
      POINTS_LABEL,
    ],
  );
  const items = rows.slice(0, limit).map((row) => ({
    id: row.id,
    key: row.idem_key,
    op: row.op,
    kind: row.kind,
    description: row.description,
    created_at: new Date(row.created_at).toISOString(),
    entries: (row.entries ?? []).map((e) => {
      // Points are whole points, not satang: only baht go through the money conversion.
      const shown = e.asset === 'point' ? Number : (amount: number) => toBaht(Number(amount));
      return {
        account_id: Number(e.account_id),
        account: e.label,
        asset: e.asset,
        amount: shown(e.amount),
        balance_after: e.balance_after === null ? null : shown(e.balance_after),
      };
    }),
  }));
  return { items, next_before_id: rows.length > limit ? items[items.length - 1]!.id : null };
};
