import type { ChannelType } from '@contract/payment';
import type { Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import type { SessionMember } from '@server/plugins/auth';
import type { ChannelRow } from './channels';
import { MAX_AMOUNT_OFFSET, MIN_AMOUNT_OFFSET, ORDER_TTL_SECONDS } from './constants';
import { ORDER_COLUMNS, type OrderRow } from './order-views';

/** How many pay amounts an asked amount has: 1 % of it in satang, within [MIN, MAX]_AMOUNT_OFFSET. */
export const offsetPool = (amount: Satang) =>
  Math.min(MAX_AMOUNT_OFFSET, Math.max(MIN_AMOUNT_OFFSET, Math.floor(amount / 100)));

/** Pending orders past their expiry hold no amount: written down so the unique index frees their amounts. */
export const expireStaleOrders = async (db: Db, type: ChannelType, accountId: number) => {
  await db.query(
    `UPDATE deposit_orders SET status = 'expired', updated_at = now()
      WHERE status = 'pending' AND expires_at <= now() AND channel_type = $1 AND sub_channel_id = $2`,
    [type, accountId],
  );
};

/** The member's open order of this amount into this account, if any. */
export const openTransferOrder = async (
  q: Queryable,
  memberId: number,
  type: ChannelType,
  accountId: number,
  amount: Satang,
): Promise<OrderRow | null> => {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders
      WHERE member_id = $1 AND channel_type = $2 AND sub_channel_id = $3 AND amount = $4
        AND status = 'pending' AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [memberId, type, accountId, amount],
  );
  return rows[0] ?? null;
};

type TransferOrder = {
  member: SessionMember;
  channel: ChannelRow;
  accountId: number;
  amount: Satang;
  ref: string;
};

/**
 * A transfer order: the member pays the asked amount plus 1..offsetPool satang, an amount no other open order
 * into the same account has, so the incoming transfer names its order. The free amount is picked and inserted
 * in one statement; two members racing for the same one meet at the partial unique index, where the second
 * waits for the first and then inserts nothing (ON CONFLICT DO NOTHING, so the transaction stays usable) and
 * tries again with what is left. Null when every amount is taken.
 */
export const insertTransferOrder = async (q: Queryable, order: TransferOrder): Promise<OrderRow | null> => {
  for (let attempt = 0; attempt < 8; attempt++) {
    const { rows, rowCount } = await q.query<OrderRow>(
      `INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, sub_channel_id, amount,
                                   pay_amount, provider, expires_at)
       SELECT $1, $2, $3, $4, $5, $6, $7::bigint, $7::bigint + o, $8, now() + make_interval(secs => $9)
         FROM generate_series(1, $10::int) o
        WHERE NOT EXISTS (SELECT 1 FROM deposit_orders d
                           WHERE d.status = 'pending' AND d.channel_type = $5 AND d.sub_channel_id = $6
                             AND d.pay_amount = $7::bigint + o)
        ORDER BY random() LIMIT 1
       ON CONFLICT DO NOTHING
       RETURNING ${ORDER_COLUMNS}`,
      [
        order.ref,
        order.member.agentId,
        order.member.id,
        order.channel.id,
        order.channel.type,
        order.accountId,
        order.amount,
        order.channel.provider,
        ORDER_TTL_SECONDS,
        offsetPool(order.amount),
      ],
    );
    if (rowCount > 0) return rows[0]!;
    // Nothing free at all: no use trying again.
    const free = await q.query(
      `SELECT 1 FROM generate_series(1, $4::int) o
        WHERE NOT EXISTS (SELECT 1 FROM deposit_orders d
                           WHERE d.status = 'pending' AND d.channel_type = $1 AND d.sub_channel_id = $2
                             AND d.pay_amount = $3::bigint + o) LIMIT 1`,
      [order.channel.type, order.accountId, order.amount, offsetPool(order.amount)],
    );
    if (free.rowCount === 0) return null;
  }
  return null;
};
