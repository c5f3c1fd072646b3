import type { TransferSuggestion } from '@contract/admin/statements';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { MAX_AMOUNT_OFFSET, MIN_AMOUNT_OFFSET } from '@server/payments/constants';

type Row = {
  id: number;
  phone: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  why: TransferSuggestion['why'];
  order_ref: string | null;
  order_pay_amount: number | null;
  has_slip: boolean;
};

/**
 * Members a transfer held for review may belong to (issue 28), for staff to pick with one click:
 * - `account` / `account_end`: the sender's account is a member's registered (or second) account, or ends in
 *   the same digits (statements often show only the last four to six: "xxx-x-x1234-x" or "x1234");
 * - `order`: an order into the same account, open when the money arrived (or up to a day before), whose range of
 *   unique pay amounts holds the amount (the member typed a few satang wrong, or paid the asked amount).
 */
export const transferSuggestions = async (
  q: Queryable,
  agentId: number,
  transferId: number,
): Promise<TransferSuggestion[]> => {
  const { rows: found } = await q.query<{
    amount: number;
    sub_channel_id: number;
    channel_type: string;
    from_account: string;
    received_at: Date;
  }>(
    `SELECT amount, sub_channel_id, channel_type, from_account, received_at FROM incoming_transfers
      WHERE id = $1 AND agent_id = $2`,
    [transferId, agentId],
  );
  const transfer = found[0];
  // Another agent's transfer, or none: nobody to suggest.
  if (!transfer) return [];
  // The digits the statement shows: all of them, or the last group when the rest is masked.
  const groups = transfer.from_account.match(/\d+/g) ?? [];
  const masked = /[xX*•]/.test(transfer.from_account);
  const digits = masked ? (groups.at(-1) ?? '') : groups.join('');
  const { rows } = await q.query<Row>(
    `WITH accounts AS (
       SELECT m.id AS member_id, regexp_replace(m.bank_account, '\\D', '', 'g') AS digits FROM members m
        WHERE m.agent_id = $1
       UNION ALL
       SELECT s.member_id, regexp_replace(s.bank_account, '\\D', '', 'g') FROM member_sub_bank_accounts s
         JOIN members m ON m.id = s.member_id WHERE m.agent_id = $1
     ), by_account AS (
       SELECT DISTINCT ON (member_id) member_id,
              CASE WHEN digits = $2 AND NOT $3 THEN 'account' ELSE 'account_end' END AS why
         FROM accounts
        WHERE length($2) >= 4 AND (digits = $2 OR right(digits, length($2)) = $2)
        ORDER BY member_id, (digits = $2) DESC
        LIMIT 20
     ), by_order AS (
       SELECT o.member_id, 'order' AS why, o.ref, o.pay_amount, o.id AS order_id FROM deposit_orders o
        WHERE o.agent_id = $1 AND o.channel_type = $4 AND o.sub_channel_id = $5 AND o.status <> 'paid'
          AND o.amount <= $6 AND o.amount + least($7::bigint, greatest($9::bigint, o.amount / 100)) >= $6
          AND o.created_at <= $8::timestamptz + interval '1 minute'
          AND o.expires_at > $8::timestamptz - interval '1 day'
        ORDER BY abs(o.pay_amount - $6), o.id DESC
        LIMIT 20
     )
     SELECT m.id::int AS id, m.phone, m.full_name, m.bank_code, m.bank_account, s.why, s.ref AS order_ref,
            s.pay_amount AS order_pay_amount,
            EXISTS (SELECT 1 FROM deposit_slips d WHERE d.order_id = s.order_id) AS has_slip
       FROM (SELECT member_id, why, NULL::text AS ref, NULL::bigint AS pay_amount, NULL::bigint AS order_id
               FROM by_account
             UNION ALL SELECT * FROM by_order) s
       JOIN members m ON m.id = s.member_id
      ORDER BY (s.why = 'account') DESC, (s.why = 'order') DESC, m.id`,
    [
      agentId,
      digits,
      masked,
      transfer.channel_type,
      transfer.sub_channel_id,
      transfer.amount,
      MAX_AMOUNT_OFFSET,
      new Date(transfer.received_at).toISOString(),
      MIN_AMOUNT_OFFSET,
    ],
  );
  return rows.map((row) => ({
    member: {
      id: row.id,
      phone: row.phone,
      full_name: row.full_name,
      bank_code: row.bank_code,
      bank_account: row.bank_account,
    },
    why: row.why,
    order_ref: row.order_ref,
    order_pay_amount: row.order_pay_amount === null ? null : toBaht(Number(row.order_pay_amount)),
    has_slip: row.has_slip,
  }));
};
