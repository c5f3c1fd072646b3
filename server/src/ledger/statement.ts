import { bangkokDayStart as dayStartOf, parseDay } from '@contract/thai-time';
import type { StatementType } from '@contract/wallet';
import { satang, type Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';

type LineType = Exclude<StatementType, 'all'>;
type LineStatus = 'pending' | 'done' | 'refused' | 'cancelled';

export type StatementEntry = {
  id: number;
  type: LineType;
  description: string;
  amount: Satang;
  balanceAfter: Satang;
  walletId: number;
  walletName: string;
  status: LineStatus;
  createdAt: Date;
};

/** Which ledger kinds each statement type shows. */
const kindsOf: Record<LineType, string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw'],
  bet: ['bet'],
  win: ['win'],
  bonus: ['bonus', 'cashback', 'affiliate', 'points'],
  adjustment: ['adjustment', 'transfer'],
  refund: ['refund'],
};

const typeOf = (kind: string): LineType =>
  (Object.entries(kindsOf).find(([, kinds]) => kinds.includes(kind))?.[0] as LineType | undefined) ??
  'adjustment';

/** The UTC instant at which a Bangkok day (YYYY-MM-DD) starts; `plusDays` 1 gives the end of that day. */
const bangkokDayStart = (day: string, plusDays = 0): Date => {
  if (parseDay(day) === null) throw new AppError('INVALID_INPUT');
  return dayStartOf(day, plusDays);
};

export type StatementFilter = {
  type?: StatementType;
  from?: string;
  to?: string;
  walletId?: number;
  cursor?: string;
  limit?: number;
};

const statusOf = (holdStatus: string | null, voidMeta: Record<string, unknown> | null): LineStatus => {
  if (holdStatus === 'pending') return 'pending';
  if (holdStatus === 'voided') return voidMeta?.refused === true ? 'refused' : 'cancelled';
  return 'done';
};

type Row = {
  id: number;
  kind: string;
  description: string;
  amount: number;
  balance_after: number;
  account_id: number;
  name_th: string;
  created_at: Date;
  hold_status: string | null;
  settle_meta: Record<string, unknown> | null;
};

/** One page of the member's own money movements, newest first. Only ever `memberId`'s wallets. */
export const memberStatement = async (
  q: Queryable,
  memberId: number,
  filter: StatementFilter,
): Promise<{ items: StatementEntry[]; nextCursor: string | null }> => {
  const limit = filter.limit ?? 20;
  // The cursor is the last entry's id (the page's order is the id's): anything else is BAD_CURSOR (issue 31).
  if (filter.cursor !== undefined && !/^\d{1,18}$/.test(filter.cursor)) throw new AppError('BAD_CURSOR');
  const kinds = filter.type && filter.type !== 'all' ? kindsOf[filter.type] : null;
  const { rows } = await q.query<Row>(
    `SELECT e.id, e.kind, t.description, e.amount, e.balance_after, e.account_id, wt.name_th, e.created_at,
            h.status AS hold_status, st.meta AS settle_meta
       FROM ledger_accounts a
       JOIN wallet_types wt ON wt.id = a.wallet_type_id
       -- A page's worth per wallet, newest first, read backwards on ledger_entries_account (account_id, id) from
       -- the cursor: a page costs the same on the first day and after years of history (issue 31: joined whole,
       -- every entry of the member was read and sorted before the LIMIT).
       CROSS JOIN LATERAL (
         SELECT e.id, e.kind, e.amount, e.balance_after, e.account_id, e.created_at, e.transfer_id
           FROM ledger_entries e
          WHERE e.account_id = a.id AND e.id < coalesce($6::bigint, 9223372036854775807)
            AND ($3::text[] IS NULL OR e.kind = ANY($3::text[]))
            AND ($4::timestamptz IS NULL OR e.created_at >= $4)
            AND ($5::timestamptz IS NULL OR e.created_at < $5)
          ORDER BY e.id DESC
          LIMIT $7) e
       JOIN ledger_transfers t ON t.id = e.transfer_id
       LEFT JOIN ledger_holds h ON h.transfer_id = e.transfer_id
       LEFT JOIN ledger_transfers st ON st.id = h.settle_transfer_id
      WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb'
        AND ($2::bigint IS NULL OR a.id = $2)
      ORDER BY e.id DESC
      LIMIT $7`,
    [
      memberId,
      filter.walletId ?? null,
      kinds,
      filter.from ? bangkokDayStart(filter.from).toISOString() : null,
      filter.to ? bangkokDayStart(filter.to, 1).toISOString() : null,
      filter.cursor ?? null,
      limit + 1,
    ],
    // Every statement page: prepared once per connection, not parsed and planned each time (read-path bench).
    { name: 'member_statement' },
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      type: typeOf(row.kind),
      description: row.description,
      amount: satang(row.amount),
      balanceAfter: satang(row.balance_after),
      walletId: row.account_id,
      walletName: row.name_th,
      status: statusOf(row.hold_status, row.settle_meta),
      createdAt: new Date(row.created_at),
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
};
