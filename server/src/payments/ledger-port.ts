import { satang, type Satang } from '@contract/money';
import { WALLET_TYPE } from '@contract/wallet';
import type { Queryable, Tx } from '@server/db/db';
import {
  holdArgs,
  ledgerErrorOf,
  memberWallets,
  postHold,
  transfer,
  transferArgs,
  voidHold,
} from '@server/ledger';

/**
 * Everything payments ask of the ledger, in one place. Deposits come from the house account 'deposits' (money
 * that arrived at the agent's accounts); withdrawals are held from the main wallet towards 'withdrawals'.
 */
export const creditDeposit = async (
  q: Tx,
  input: {
    key: string;
    memberId: number;
    amount: Satang;
    description: string;
    meta: Record<string, unknown>;
    /** Business time of the credit (`app.clock()`): a Bangkok day's deposits are counted by it. */
    at?: Date;
  },
) =>
  transfer(q, {
    key: input.key,
    from: { house: 'deposits' },
    to: { member: input.memberId, walletTypeId: WALLET_TYPE.main },
    amount: input.amount,
    kind: 'deposit',
    description: input.description,
    meta: input.meta,
    at: input.at,
  });

/** A provider's notification, recorded once (payment_notifications) with what it did. */
export type NotificationRecord = { provider: string; eventId: string; status: string; amount: Satang };

/**
 * Marks an order paid and credits its member (key, amount and wording as creditDeposit), in ONE statement with
 * the provider's notification when one reported it: one round trip instead of three (issue 9). The caller holds
 * the order's row lock (FOR UPDATE, in its transaction) and has decided that the order is to be credited.
 *
 * Why one statement is as safe as three: the three writes touch different rows and none reads another's
 * (the order row, the notification's unique (provider, event_id), and ledger_apply's own accounts and key,
 * whose statements inside the function take their own snapshots as before); they commit or roll back together
 * with the caller's transaction exactly as before. Copies of the same event wait on the order's lock before
 * this, so the notification's ON CONFLICT stays the backstop it was. A ledger refusal rejects as its AppError
 * and aborts the caller's transaction.
 */
export const creditPaidOrder = async (
  q: Queryable,
  input: {
    orderId: number;
    key: string;
    memberId: number;
    amount: Satang;
    description: string;
    meta: Record<string, unknown>;
    /** Business time of the credit (`app.clock()`): the order is paid and its ledger rows dated then. */
    at?: Date;
  },
  notice?: NotificationRecord,
) => {
  const ledger = transferArgs({
    key: input.key,
    from: { house: 'deposits' },
    to: { member: input.memberId, walletTypeId: WALLET_TYPE.main },
    amount: input.amount,
    kind: 'deposit',
    description: input.description,
    meta: input.meta,
  });
  try {
    await q.query(
      `WITH paid AS (
         UPDATE deposit_orders SET status = 'paid', paid_at = coalesce($12::timestamptz, now()), updated_at = now()
          WHERE id = $1
       ), noted AS (
         INSERT INTO payment_notifications (provider, event_id, order_id, status, amount, outcome)
         SELECT $8::text, $9::text, $1, $10::text, $11::bigint, 'credited' WHERE $8::text IS NOT NULL
         ON CONFLICT (provider, event_id) DO NOTHING
       )
       SELECT transfer_id FROM ledger_apply('transfer', $2, $3, $4, $5, $6, $7, NULL, $12)`,
      [
        input.orderId,
        ledger.key,
        ledger.kind,
        ledger.description,
        ledger.fingerprint,
        JSON.stringify(ledger.meta),
        JSON.stringify(ledger.legs),
        notice?.provider ?? null,
        notice?.eventId ?? null,
        notice?.status ?? null,
        notice?.amount ?? null,
        input.at ?? null,
      ],
      { name: 'deposit_order_credit' }, // every paid notification: prepared once per connection
    );
  } catch (error) {
    throw ledgerErrorOf(error);
  }
};

/** A new withdrawal row: who, how much, and the destination account copied at request time. */
export type NewWithdrawal = {
  agentId: number;
  memberId: number;
  requestId: string;
  amount: Satang;
  destination: 'main' | 'sub';
  bankCode: string;
  bankAccount: string;
  accountName: string;
  /** The bank and masked account, as the member's statement names the hold. */
  bankLabel: string;
};

/**
 * Writes the withdrawal row and holds its amount from the main wallet towards 'withdrawals', in ONE statement
 * (withdrawal_request, server/sql/payments: the row first, then the hold with the row's id in its meta, both or
 * neither). Answers the row as `T` (the columns of withdrawals.ts's SELECT). A ledger refusal rejects as its
 * AppError (INSUFFICIENT_FUNDS, ...); a unique violation (a retried or second pending request) as the database
 * raised it, constraint name included.
 */
export const writeWithdrawal = async <T extends Record<string, unknown>>(
  q: Queryable,
  input: NewWithdrawal,
): Promise<T> => {
  const ledger = holdArgs({
    key: `withdraw:${input.memberId}:${input.requestId}`,
    from: { member: input.memberId, walletTypeId: WALLET_TYPE.main },
    to: { house: 'withdrawals' },
    amount: input.amount,
    kind: 'withdraw',
    description: `ถอนเงินเข้าบัญชี ${input.bankLabel}`,
    meta: { request_id: input.requestId }, // the function adds withdrawal_id
  });
  try {
    const { rows } = await q.query<T>(
      'SELECT * FROM withdrawal_request($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        input.agentId,
        input.memberId,
        input.requestId,
        input.amount,
        input.destination,
        input.bankCode,
        input.bankAccount,
        input.accountName,
        JSON.stringify(ledger),
      ],
      { name: 'withdrawal_request' }, // every withdrawal request: prepared once per connection
    );
    return rows[0]!;
  } catch (error) {
    throw ledgerErrorOf(error);
  }
};

export const settleWithdrawal = async (
  q: Tx,
  input: { withdrawalId: number; holdId: string; approve: boolean },
) => {
  const holdId = Number(input.holdId);
  const meta = { withdrawal_id: input.withdrawalId };
  if (input.approve) await postHold(q, { key: `withdraw:approve:${input.withdrawalId}`, holdId, meta });
  // `refused` makes the member's statement show the withdrawal as refused rather than cancelled.
  else
    await voidHold(q, {
      key: `withdraw:refuse:${input.withdrawalId}`,
      holdId,
      meta: { ...meta, refused: true },
    });
};

/** What the member may withdraw: the main wallet, if the ledger lets it leave (turnover met, type withdrawable). */
export const withdrawableBalance = async (q: Queryable, memberId: number): Promise<Satang> => {
  const wallets = await memberWallets(q, memberId);
  const main = wallets.find((wallet) => wallet.walletTypeId === WALLET_TYPE.main);
  return main && main.withdrawable ? main.balance : satang(0);
};
