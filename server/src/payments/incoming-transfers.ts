import type { Satang } from '@contract/money';
import type { Db, Queryable, Tx } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { applyOrderStatus, lockOrder } from './deposit-settlement';
import type { OrderRow } from './order-views';
import { creditDeposit } from './ledger-port';

export type IncomingTransfer = {
  agentId: number;
  /** Who reports it: 'operator' or an adapter's code. With externalId, names the transfer once. */
  source: string;
  externalId: string;
  channelType: 'bank_transfer' | 'truemoney';
  subChannelId: number;
  amount: Satang;
  reference?: string;
  fromBank?: string;
  fromAccount?: string;
  /** What the bank's statement line says besides (a statement import or a line typed in by staff). */
  description?: string;
  /** When the bank says it arrived (its own clock: recorded as told). */
  receivedAt?: Date;
  /** Business time of the credit (`app.clock()`): a Bangkok day's deposits are counted by it. */
  at?: Date;
  /** Runs in the same transaction once a new transfer is recorded (the console's audit row); not on a replay. */
  within?: (q: Queryable, result: TransferResult) => Promise<void>;
};

export type TransferResult = {
  id: number;
  status: 'matched' | 'review' | 'rejected';
  orderRef: string | null;
  memberId: number | null;
  replayed: boolean;
};

type TransferRow = {
  id: number;
  status: TransferResult['status'];
  order_id: number | null;
  member_id: number | null;
};

const creditByTransfer = (q: Tx, transfer: { id: number; memberId: number; amount: Satang; at?: Date }) =>
  creditDeposit(q, {
    key: `deposit:transfer:${transfer.id}`,
    memberId: transfer.memberId,
    amount: transfer.amount,
    description: `ฝากเงิน (โอนเข้าบัญชี) รายการที่ ${transfer.id}`,
    meta: { transfer_id: transfer.id, status: 'paid' },
    at: transfer.at,
  });

type MatchInput = Pick<
  IncomingTransfer,
  | 'agentId'
  | 'channelType'
  | 'subChannelId'
  | 'amount'
  | 'reference'
  | 'fromBank'
  | 'fromAccount'
  | 'receivedAt'
>;

/**
 * Whose money a transfer is (the rules of `recordIncomingTransfer`): the order it pays, locked, or the member whose
 * registered account sent it, or nobody. A statement preview asks it too, so what the preview says is what the
 * import does.
 */
export const matchTransfer = async (
  q: Queryable,
  input: MatchInput,
): Promise<{ order: OrderRow | null; memberId: number | null }> => {
  const scope = `agent_id = $1 AND channel_type = $2 AND sub_channel_id = $3 AND pay_amount = $4`;
  const base = [input.agentId, input.channelType, input.subChannelId, input.amount];
  const reference = (input.reference ?? '').toUpperCase().match(/D[A-Z0-9]{10}/)?.[0];
  const order =
    (reference
      ? await lockOrder(q, `${scope} AND ref = $5 AND status <> 'paid'`, [...base, reference])
      : null) ??
    // Open when the money arrived: created before it (banks write the minute, not the second) and not yet
    // expired. A statement imported late still finds its order after expiry wrote it down; at any one moment
    // only one open order into an account had this amount (the unique index), so the match is one order.
    (await lockOrder(
      q,
      `${scope} AND status IN ('pending', 'expired') AND expires_at > $5
         AND created_at <= $5::timestamptz + interval '1 minute' ORDER BY id DESC LIMIT 1`,
      [...base, (input.receivedAt ?? new Date()).toISOString()],
    ));
  let memberId = order?.member_id ?? null;
  if (!order && input.fromBank && input.fromAccount) {
    const owners = await q.query<{ id: number }>(
      `SELECT id FROM members WHERE agent_id = $1 AND bank_code = $2 AND bank_account = $3
       UNION SELECT s.member_id FROM member_sub_bank_accounts s JOIN members m ON m.id = s.member_id
        WHERE m.agent_id = $1 AND s.bank_code = $2 AND s.bank_account = $3`,
      [input.agentId, input.fromBank, input.fromAccount],
    );
    if (owners.rows.length === 1) memberId = owners.rows[0]!.id;
  }
  return { order, memberId };
};

/**
 * Money that arrived in one of the agent's accounts, matched to a member: first by the order reference in the
 * transfer note, then by the unique amount of an order into that account that was open when the money arrived,
 * then by the sender's account being one member's registered account. Anything else waits for an operator
 * (review). Reported twice, it is answered from its first report, also when both reports come at once (a lock on
 * the transfer's name, taken before looking: two statement imports of one file run side by side).
 */
export const recordIncomingTransfer = async (db: Db, input: IncomingTransfer): Promise<TransferResult> =>
  db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `incoming:${input.source}:${input.externalId}`,
    ]);
    const known = await q.query<TransferRow & { ref: string | null }>(
      `SELECT t.id, t.status, t.order_id, t.member_id, o.ref FROM incoming_transfers t
         LEFT JOIN deposit_orders o ON o.id = t.order_id WHERE t.source = $1 AND t.external_id = $2`,
      [input.source, input.externalId],
    );
    if (known.rows[0]) {
      const row = known.rows[0];
      return { id: row.id, status: row.status, orderRef: row.ref, memberId: row.member_id, replayed: true };
    }
    const { order, memberId } = await matchTransfer(q, input);
    const status = memberId ? 'matched' : 'review';
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO incoming_transfers (agent_id, source, external_id, channel_type, sub_channel_id, amount, reference,
                                       from_bank, from_account, received_at, status, order_id, member_id,
                                       description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        input.agentId,
        input.source,
        input.externalId,
        input.channelType,
        input.subChannelId,
        input.amount,
        input.reference ?? '',
        input.fromBank ?? '',
        input.fromAccount ?? '',
        (input.receivedAt ?? new Date()).toISOString(),
        status,
        order?.id ?? null,
        memberId,
        input.description ?? '',
      ],
    );
    const id = rows[0]!.id;
    if (order) await applyOrderStatus(q, order, 'paid', input.amount, undefined, input.at);
    else if (memberId) await creditByTransfer(q, { id, memberId, amount: input.amount, at: input.at });
    const result: TransferResult = { id, status, orderRef: order?.ref ?? null, memberId, replayed: false };
    await input.within?.(q, result);
    return result;
  });

/**
 * What a caller may add to a resolution: `agentId` keeps it inside one agent (another agent's transfer is not
 * found); `within` runs in the same transaction after the change (the back office's audit row).
 */
export type ResolveScope = {
  agentId?: number;
  within?: (q: Queryable, result: TransferResult) => Promise<void>;
  /** Business time of a credit (`app.clock()`). */
  at?: Date;
  /**
   * The same resolution again (the same member, or a rejection with the same reason) answers it as it stands,
   * `replayed`, nothing credited and `within` not run: the back office's retry, a double click.
   */
  replays?: boolean;
};

/**
 * An operator assigns a transfer held for review to a member (credited once) or rejects it (e.g. refunded).
 * The row is locked: of two operators resolving it at once, the second is told it is already resolved.
 */
export const resolveTransfer = async (
  db: Db,
  transferId: number,
  decision: { memberId: number } | { reject: string },
  scope: ResolveScope = {},
): Promise<TransferResult> =>
  db.tx(async (q) => {
    const { rows } = await q.query<TransferRow & { amount: number; agent_id: number; note: string }>(
      `SELECT id, status, order_id, member_id, amount, agent_id, note FROM incoming_transfers
        WHERE id = $1 FOR UPDATE`,
      [transferId],
    );
    const row = rows[0];
    if (!row || (scope.agentId !== undefined && row.agent_id !== scope.agentId))
      return fail('TRANSFER_NOT_FOUND');
    const same =
      'reject' in decision
        ? row.status === 'rejected' && row.note === decision.reject
        : row.status === 'matched' && row.member_id === decision.memberId;
    if (scope.replays && same)
      return { id: transferId, status: row.status, orderRef: null, memberId: row.member_id, replayed: true };
    if (row.status !== 'review') return fail('TRANSFER_ALREADY_RESOLVED', { status: row.status });
    let result: TransferResult;
    if ('reject' in decision) {
      await q.query(`UPDATE incoming_transfers SET status = 'rejected', note = $2 WHERE id = $1`, [
        transferId,
        decision.reject,
      ]);
      result = { id: transferId, status: 'rejected', orderRef: null, memberId: null, replayed: false };
    } else {
      const member = await q.query(`SELECT 1 FROM members WHERE id = $1 AND agent_id = $2`, [
        decision.memberId,
        row.agent_id,
      ]);
      if (member.rows.length === 0) return fail('TRANSFER_MEMBER_NOT_FOUND');
      await q.query(`UPDATE incoming_transfers SET status = 'matched', member_id = $2 WHERE id = $1`, [
        transferId,
        decision.memberId,
      ]);
      await creditByTransfer(q, {
        id: transferId,
        memberId: decision.memberId,
        amount: row.amount as Satang,
        at: scope.at,
      });
      result = {
        id: transferId,
        status: 'matched',
        orderRef: null,
        memberId: decision.memberId,
        replayed: false,
      };
    }
    await scope.within?.(q, result);
    return result;
  });
