import { randomBytes } from 'node:crypto';
import type { DepositOrder, InquiryStatus } from '@contract/payment';
import { toBaht, type Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import type { SessionMember } from '@server/plugins/auth';
import { assertMayDeposit } from '@server/protection/gate';
import { amountWithin } from './amount';
import { channelOf, closedChannelMessage, subChannels, type ChannelRow } from './channels';
import { ORDER_TTL_SECONDS } from './constants';
import { applyOrderStatus, lockOrder } from './deposit-settlement';
import { ORDER_COLUMNS, effectiveStatus, toDepositOrder, type OrderRow } from './order-views';
import { checkOrderLimits, lockMemberOrders } from './order-limits';
import { ProviderDownError, withTimeout, type PaymentProvider } from './provider';
import { providerFor } from './providers';
import { expireStaleOrders, insertTransferOrder, openTransferOrder } from './transfer-amounts';

/** A short reference a member can read out and type into a transfer note: D + 10 characters, no look-alikes. */
const newRef = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `D${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')}`;
};

type NewOrder = { subChannelId: number | null; amount: Satang; payAmount: Satang };

const insertOrder = async (q: Queryable, member: SessionMember, channel: ChannelRow, fields: NewOrder) => {
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, sub_channel_id, amount, pay_amount,
                                 provider, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))
     RETURNING ${ORDER_COLUMNS}`,
    [
      newRef(),
      member.agentId,
      member.id,
      channel.id,
      channel.type,
      fields.subChannelId,
      fields.amount,
      fields.payAmount,
      channel.provider,
      ORDER_TTL_SECONDS,
    ],
  );
  return rows[0]!;
};

/** QR: the provider is asked for the order's QR outside any transaction; the order was committed first. */
const requestQr = async (db: Db, provider: PaymentProvider, order: OrderRow, timeoutMs: number) => {
  try {
    const made = await withTimeout(
      provider.createOrder({
        merchantRef: order.ref,
        amount: order.amount,
        expiresAt: new Date(order.expires_at),
      }),
      timeoutMs,
    );
    const { rows } = await db.query<OrderRow>(
      `UPDATE deposit_orders SET provider_order_id = $2, qr_payload = $3, updated_at = now() WHERE id = $1
       RETURNING ${ORDER_COLUMNS}`,
      [order.id, made.providerOrderId, made.payload],
    );
    return rows[0]!;
  } catch (error) {
    if (!(error instanceof ProviderDownError)) throw error;
    // The member never saw a QR for this order; a paid notification for it would still be credited.
    await db.query(`UPDATE deposit_orders SET status = 'failed', updated_at = now() WHERE id = $1`, [
      order.id,
    ]);
    return fail('PAYMENT_PROVIDER_DOWN');
  }
};

export const createDepositOrder = async (
  db: Db,
  member: SessionMember,
  input: { channel_id: number; sub_channel_id?: number | null; amount: number },
  /** How long the provider may take to make a QR (config PAYMENT_PROVIDER_TIMEOUT_MS). */
  timeoutMs: number,
  /** The client's address: orders per address are limited. */
  ip: string,
  /** The server's clock: the member's deposit limits and exclusions are judged by it. */
  now: Date = new Date(),
): Promise<DepositOrder> => {
  const channel = await channelOf(db, member.agentId, input.channel_id);
  if (!channel.available) fail('PAYMENT_CHANNEL_UNAVAILABLE', null, closedChannelMessage(channel));
  const amount = amountWithin(input.amount, channel.min_satang, channel.max_satang);
  if (channel.type === 'promptpay_qr') {
    const provider = channel.provider ? await providerFor(db, channel.provider) : null;
    if (!provider) return fail('PAYMENT_PROVIDER_DOWN');
    const order = await db.tx(async (q) => {
      await lockMemberOrders(q, member.id);
      await assertMayDeposit(q, member.id, amount, now);
      await checkOrderLimits(q, member, ip, 'qr');
      return insertOrder(q, member, channel, { subChannelId: null, amount, payAmount: amount });
    });
    return toDepositOrder(await requestQr(db, provider, order, timeoutMs), null);
  }
  const accounts = await subChannels(db, member.agentId, channel.type);
  const account = input.sub_channel_id
    ? accounts.find((candidate) => candidate.id === input.sub_channel_id)
    : accounts[0];
  if (!account) return fail('PAYMENT_CHANNEL_NOT_FOUND');
  await expireStaleOrders(db, channel.type, account.id);
  const order = await db.tx(async (q) => {
    await lockMemberOrders(q, member.id);
    // The same amount into the same account again (a double tap, a reload): the open order, no new amount.
    const same = await openTransferOrder(q, member.id, channel.type, account.id, amount);
    if (same) return same;
    await assertMayDeposit(q, member.id, amount, now);
    await checkOrderLimits(q, member, ip, 'transfer');
    const order = await insertTransferOrder(q, {
      member,
      channel,
      accountId: account.id,
      amount,
      ref: newRef(),
    });
    return order ?? fail('PAYMENT_ORDER_BUSY');
  });
  return toDepositOrder(order, account);
};

/** The member's own order by reference; someone else's order does not exist for them. */
const memberOrder = async (db: Db, member: SessionMember, ref: string): Promise<OrderRow> => {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE ref = $1 AND member_id = $2`,
    [ref, member.id],
  );
  return rows[0] ?? fail('PAYMENT_ORDER_NOT_FOUND');
};

export const orderInfo = async (db: Db, member: SessionMember, ref: string): Promise<DepositOrder> => {
  const order = await memberOrder(db, member, ref);
  const account = order.sub_channel_id
    ? ((await subChannels(db, member.agentId, order.channel_type)).find(
        (a) => a.id === order.sub_channel_id,
      ) ?? null)
    : null;
  return toDepositOrder(order, account);
};

const toInquiry = (order: OrderRow): InquiryStatus => ({
  order_id: order.ref,
  status: effectiveStatus(order),
  credited: order.status === 'paid',
  amount: toBaht(order.pay_amount),
  seconds_left: Math.max(0, Math.floor((new Date(order.expires_at).getTime() - Date.now()) / 1000)),
  paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
});

/**
 * The order's status for the polling screen. The database answers first (a notification may already have
 * credited it); an open QR order is also checked with the provider, so a lost notification still credits.
 */
export const inquireOrder = async (
  db: Db,
  member: SessionMember,
  ref: string,
  timeoutMs: number,
  /** Business time (`app.clock()`): a credit found by the inquiry is dated by it. */
  at?: Date,
): Promise<InquiryStatus> => {
  const order = await memberOrder(db, member, ref);
  if (order.status !== 'pending' || !order.provider || !order.provider_order_id) return toInquiry(order);
  const provider = await providerFor(db, order.provider);
  let answer;
  try {
    if (!provider) throw new ProviderDownError('provider switched off');
    answer = await withTimeout(provider.inquire(order.provider_order_id), timeoutMs);
  } catch (error) {
    if (!(error instanceof ProviderDownError)) throw error;
    // Past its expiry nothing more can be paid: the member needs a new order, not a retry.
    if (effectiveStatus(order) === 'expired') return toInquiry(order);
    throw new AppError('PAYMENT_PROVIDER_DOWN', toInquiry(order));
  }
  const { status, amount } = answer;
  if (status === 'pending') return toInquiry(order);
  const settled = await db.tx(async (q) => {
    const locked = await lockOrder(q, 'id = $1', [order.id]);
    if (!locked) return order;
    await applyOrderStatus(q, locked, status, amount, undefined, at);
    return (await lockOrder(q, 'id = $1', [order.id])) ?? locked;
  });
  return toInquiry(settled);
};
