import type { DepositPage, DepositSearch } from '@contract/admin/deposits';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { boundedTotal, keysetPage, readCursor } from '@server/http/keyset';
import { dayStart } from '@server/reports/bangkok-days';

type Row = {
  id: number;
  ref: string;
  status: DepositPage['items'][number]['status'];
  channel_type: string;
  channel_name: string;
  amount: number;
  pay_amount: number;
  member_id: number;
  phone: string;
  full_name: string;
  created_at: Date;
  paid_at: Date | null;
  expires_at: Date;
  has_slip: boolean;
  sort_key: string;
};

/**
 * A pending order past its expiry is expired, whether or not anything has written that down yet (nothing does
 * until the next order into the same account): the console shows and filters it as such, as the member's
 * screen does (`effectiveStatus`). Expiry is system time (a timer shared with the provider), hence now().
 */
const STATUS = `(CASE WHEN o.status = 'pending' AND o.expires_at <= now() THEN 'expired' ELSE o.status END)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Deposit orders of the agent, newest first: by reference (exact), member (phone or name, a part), status, days. */
export const searchDeposits = async (
  q: Queryable,
  agentId: number,
  search: DepositSearch,
): Promise<DepositPage> => {
  const pageSize = search.page_size ?? 50;
  const after = readCursor(search.cursor, 'time');
  const from = search.from ? dayStart(search.from) : null;
  const to = search.to ? dayStart(search.to, 1) : null;
  const member = search.member?.trim();
  const fromWhere = `FROM deposit_orders o
       JOIN members m ON m.id = o.member_id
       JOIN payment_channels c ON c.id = o.channel_id
      WHERE o.agent_id = $1
        AND ($2::text IS NULL OR o.ref = upper($2))
        AND ($3::text IS NULL OR m.phone LIKE $3 OR m.full_name ILIKE $3)
        AND ($4::text IS NULL OR ${STATUS} = $4)
        AND ($5::timestamptz IS NULL OR o.created_at >= $5)
        AND ($6::timestamptz IS NULL OR o.created_at < $6)`;
  const params = [
    agentId,
    search.ref?.trim() || null,
    member ? `%${escapeLike(member)}%` : null,
    search.status ?? null,
    from?.toISOString() ?? null,
    to?.toISOString() ?? null,
  ];
  // Keyset on (created_at, id), newest first (index deposit_orders_agent_time_id, migration 1270).
  const { rows } = await q.query<Row>(
    `SELECT o.id::int AS id, o.ref, ${STATUS} AS status, o.channel_type, c.name AS channel_name, o.amount, o.pay_amount,
            m.id::int AS member_id, m.phone, m.full_name, o.created_at, o.paid_at, o.expires_at,
            EXISTS (SELECT 1 FROM deposit_slips s WHERE s.order_id = o.id) AS has_slip,
            o.created_at::text AS sort_key
       ${fromWhere}
        ${after ? 'AND (o.created_at, o.id) < ($8::timestamptz, $9::bigint)' : ''}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT $7`,
    [...params, pageSize + 1, ...(after ? [after.key, after.id] : [])],
  );
  const page = keysetPage(rows, pageSize);
  const total = await boundedTotal(q, fromWhere, params);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      ref: row.ref,
      status: row.status,
      channel_type: row.channel_type,
      channel_name: row.channel_name,
      amount: toBaht(Number(row.amount)),
      pay_amount: toBaht(Number(row.pay_amount)),
      member: { id: row.member_id, phone: row.phone, full_name: row.full_name },
      created_at: new Date(row.created_at).toISOString(),
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      expires_at: new Date(row.expires_at).toISOString(),
      has_slip: row.has_slip,
    })),
    ...total,
    next_cursor: page.nextCursor,
    page_size: pageSize,
  };
};
