import type { IncomingTransferItem, TransferPage, TransferQuery } from '@contract/admin/transfers';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { boundedTotal, keysetPage, readCursor } from '@server/http/keyset';

type Row = {
  id: number;
  status: IncomingTransferItem['status'];
  channel_type: IncomingTransferItem['channel_type'];
  sub_channel_id: number;
  amount: number;
  reference: string;
  from_bank: string;
  from_account: string;
  received_at: Date;
  order_ref: string | null;
  member_id: number | null;
  phone: string | null;
  full_name: string | null;
  note: string;
  description: string;
  has_slip: boolean;
  sort_key: string;
  review_count: number;
};

/** Incoming transfers of the agent, newest first; those waiting for review first when no status is asked. */
export const listTransfers = async (
  q: Queryable,
  agentId: number,
  query: TransferQuery,
): Promise<TransferPage> => {
  const pageSize = query.page_size ?? 50;
  // Keyset on (waiting for review first, id): the cursor's key is 1 for a transfer to review, else 0.
  const after = readCursor(query.cursor, 'integer');
  if (after && after.key !== '0' && after.key !== '1') fail('BAD_CURSOR');
  const fromWhere = `FROM incoming_transfers t WHERE t.agent_id = $1 AND ($2::text IS NULL OR t.status = $2)`;
  const params = [agentId, query.status ?? null];
  const { rows } = await q.query<Row>(
    `SELECT t.id::int AS id, t.status, t.channel_type, t.sub_channel_id, t.amount, t.reference, t.from_bank,
            t.from_account, t.received_at, o.ref AS order_ref, m.id::int AS member_id, m.phone, m.full_name, t.note,
            t.description, EXISTS (SELECT 1 FROM deposit_slips s WHERE s.order_id = t.order_id) AS has_slip,
            (t.status = 'review')::int::text AS sort_key,
            (SELECT count(*) FROM incoming_transfers r WHERE r.agent_id = $1 AND r.status = 'review')::int AS review_count
       FROM incoming_transfers t
       LEFT JOIN deposit_orders o ON o.id = t.order_id
       LEFT JOIN members m ON m.id = t.member_id
      WHERE t.agent_id = $1 AND ($2::text IS NULL OR t.status = $2)
        ${after ? `AND ((t.status = 'review')::int, t.id) < ($4::int, $5::bigint)` : ''}
      ORDER BY (t.status = 'review') DESC, t.id DESC
      LIMIT $3`,
    [...params, pageSize + 1, ...(after ? [after.key, after.id] : [])],
  );
  const page = keysetPage(rows, pageSize);
  const review =
    rows[0]?.review_count ??
    (
      await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM incoming_transfers WHERE agent_id = $1 AND status = 'review'`,
        [agentId],
      )
    ).rows[0]!.n;
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      status: row.status,
      channel_type: row.channel_type,
      sub_channel_id: row.sub_channel_id,
      amount: toBaht(Number(row.amount)),
      reference: row.reference,
      from_bank: row.from_bank,
      from_account: row.from_account,
      received_at: new Date(row.received_at).toISOString(),
      order_ref: row.order_ref,
      member: row.member_id
        ? { id: row.member_id, phone: row.phone ?? '', full_name: row.full_name ?? '' }
        : null,
      note: row.note,
      description: row.description,
      has_slip: row.has_slip,
    })),
    ...(await boundedTotal(q, fromWhere, params)),
    next_cursor: page.nextCursor,
    page_size: pageSize,
    review_count: review,
  };
};
