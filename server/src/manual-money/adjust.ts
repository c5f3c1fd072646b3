import type { AdjustBody } from '@contract/admin/members';
import type { AdjustmentStatus } from '@contract/admin/manual-money';
import { bangkokDay } from '@contract/thai-time';
import { isBahtAmount, satang, toBaht, toSatang, type Satang } from '@contract/money';
import { memberOfAgent } from '@server/accounts/admin/member-read';
import type { Db, Queryable, Tx } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { adjustMember } from '@server/ledger';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';
import { dailyLimitOf, fourEyesAbove } from './rules';
import { countManualMoney } from './usage';

type Row = {
  id: number;
  member_id: number;
  wallet_type_id: number;
  direction: 'credit' | 'debit';
  amount: string;
  note: string;
  member_text: string;
  status: AdjustmentStatus;
  requested_by: number;
  requested_by_username: string;
  usage_day: string;
  transfer_id: number | null;
};

export const ROW = `id::int AS id, member_id::int AS member_id, wallet_type_id, direction, amount::text AS amount,
  note, member_text, status, requested_by::int AS requested_by, requested_by_username,
  to_char(usage_day, 'YYYY-MM-DD') AS usage_day, transfer_id::int AS transfer_id`;

/** Moves the money of an adjustment row through the ledger's one adjustment service (its key is the row's). */
export const moveMoney = (q: Tx, row: Row, ledgerKey: string, operator: string, at: Date) =>
  adjustMember(q, {
    memberId: row.member_id,
    walletTypeId: row.wallet_type_id,
    direction: row.direction,
    amount: amountOf(row),
    reason: row.note,
    memberText: row.member_text,
    key: ledgerKey,
    operator,
    at,
  });

export type AdjustmentRow = Row;

/** The row's amount, satang (bigint read as text). */
export const amountOf = (row: Row): Satang => satang(Number(row.amount));

const claimKey = async (q: Queryable, by: ByStaff, values: unknown[]) =>
  (
    await q.query<Row>(
      `INSERT INTO manual_adjustments (agent_id, member_id, wallet_type_id, direction, amount, note, member_text,
                                       request_key, status, requested_by, requested_by_username, requested_at,
                                       usage_day)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12::date)
       ON CONFLICT (agent_id, request_key) DO NOTHING
       RETURNING ${ROW}`,
      [by.actor.agentId, ...values],
    )
  ).rows[0];

/** The first call's row for a key sent again: the same adjustment, or IDEMPOTENCY_CONFLICT. */
const replayOf = async (q: Queryable, by: ByStaff, key: string, same: (row: Row) => boolean) => {
  const { rows } = await q.query<Row>(
    `SELECT ${ROW} FROM manual_adjustments WHERE agent_id = $1 AND request_key = $2`,
    [by.actor.agentId, key],
  );
  const row = rows[0];
  if (!row || !same(row)) return fail('IDEMPOTENCY_CONFLICT');
  return row;
};

/** The member's balance right after the first call's transfer (a replay answers the first call). */
const balanceAfter = async (q: Queryable, transferId: number | null) => {
  if (transferId === null) return undefined;
  const { rows } = await q.query<{ v: string }>(
    `SELECT balance_after::text AS v FROM ledger_entries WHERE transfer_id = $1 AND balance_after IS NOT NULL`,
    [transferId],
  );
  return rows[0] ? satang(Number(rows[0].v)) : undefined;
};

const roleOf = async (q: Queryable, staffId: number | null) =>
  (await q.query<{ role: string }>(`SELECT role FROM staff WHERE id = $1`, [staffId])).rows[0]?.role ?? '';

/**
 * A staff member's credit or debit of a member's wallet (the member page's form). The amount must have at most
 * two decimals (AMOUNT_INVALID, never rounded); it counts against the staff member's daily limit of their role
 * (one statement, `usage.ts`); above the agent's four-eyes threshold it becomes a request that another staff
 * member approves (`decide.ts`) and nothing moves yet; otherwise the ledger moves it now. All in one transaction
 * with its audit row; the form's key makes it idempotent (a replay answers the first call and writes nothing).
 */
export const adjustByStaff = async (db: Db, by: ByStaff, memberId: number, body: AdjustBody, now: Date) => {
  if (!isBahtAmount(body.amount) || body.amount <= 0) fail('AMOUNT_INVALID');
  const amount: Satang = toSatang(body.amount);
  const note = requireReason(body.reason);
  const memberText = (body.member_text ?? '').trim();
  const walletTypeId = body.wallet_type_id ?? 1;
  const key = `staff:${by.actor.agentId}:${body.idempotency_key}`;
  return db.tx(async (q) => {
    await memberOfAgent(q, by.actor.agentId, memberId);
    const wallet = await q.query(`SELECT 1 FROM wallet_types WHERE id = $1`, [walletTypeId]);
    if (wallet.rows.length === 0) fail('WALLET_NOT_FOUND');
    const day = bangkokDay(now);
    const claimed = await claimKey(q, by, [
      memberId,
      walletTypeId,
      body.direction,
      amount,
      note,
      memberText,
      key,
      by.actor.id,
      by.actor.username,
      now.toISOString(),
      day,
    ]);
    if (!claimed) {
      const first = await replayOf(
        q,
        by,
        key,
        (r) =>
          r.member_id === memberId &&
          r.wallet_type_id === walletTypeId &&
          r.direction === body.direction &&
          Number(r.amount) === amount,
      );
      return answerOf(first, true, await balanceAfter(q, first.transfer_id));
    }
    const limit = await dailyLimitOf(q, by.actor.agentId, await roleOf(q, by.actor.id));
    await countManualMoney(q, by.actor.id ?? 0, day, amount, limit);
    const audit = { direction: body.direction, amount: toBaht(amount), wallet_type_id: walletTypeId };
    if (amount > (await fourEyesAbove(q, by.actor.agentId))) {
      await auditAs(q, by.meta, by.actor, {
        action: 'member.adjust.request',
        targetType: 'member',
        targetId: memberId,
        after: { ...audit, request_id: claimed.id, member_text: memberText },
        reason: note,
      });
      return answerOf(claimed, false, undefined);
    }
    const moved = await moveMoney(q, claimed, key, `staff:${by.actor.username}`, now);
    await q.query(`UPDATE manual_adjustments SET status = 'done', transfer_id = $2 WHERE id = $1`, [
      claimed.id,
      moved.transferId,
    ]);
    await auditAs(q, by.meta, by.actor, {
      action: 'member.adjust',
      targetType: 'member',
      targetId: memberId,
      after: {
        ...audit,
        member_text: memberText,
        transfer_id: moved.transferId,
        balance: moved.balance === undefined ? null : toBaht(moved.balance),
      },
      reason: note,
    });
    return answerOf({ ...claimed, status: 'done', transfer_id: moved.transferId }, false, moved.balance);
  });
};

const answerOf = (row: Row, replayed: boolean, balance: Satang | undefined) => ({
  status: row.status,
  request_id: row.id,
  transfer_id: row.transfer_id,
  replayed,
  balance: balance === undefined ? null : toBaht(balance),
});
