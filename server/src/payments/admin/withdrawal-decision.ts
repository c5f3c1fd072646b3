import type {
  ApproveWithdrawalBody,
  DecidedWithdrawal,
  PayoutAccount,
  RefuseWithdrawalBody,
} from '@contract/admin/withdrawals';
import type { Withdrawal } from '@contract/payment';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import {
  decideWithdrawal,
  recordPayout,
  type DecisionScope,
  type Payout,
} from '@server/payments/withdrawals';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';

/** The agent's own bank accounts, the ones money is paid out from (active first). */
export const payoutAccountsOf = async (q: Queryable, agentId: number): Promise<PayoutAccount[]> =>
  (
    await q.query<PayoutAccount>(
      `SELECT a.id, a.bank_code, b.name_th AS bank_name, a.account_number, a.account_name
         FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
        WHERE a.agent_id = $1 ORDER BY a.active DESC, a.sort, a.id`,
      [agentId],
    )
  ).rows;

/** The payout as staff typed it, checked before anything changes: one of the agent's accounts and a reference. */
const payoutOf = async (db: Db, agentId: number, body: ApproveWithdrawalBody): Promise<Payout> => {
  const accounts = await payoutAccountsOf(db, agentId);
  const account = accounts.find((row) => row.id === body.paid_from_account_id);
  if (!account) return fail('WITHDRAW_PAYOUT_ACCOUNT_INVALID');
  const reference = (body.bank_reference ?? '').trim();
  if (!reference) return fail('WITHDRAW_REFERENCE_REQUIRED');
  return { accountId: account.id, reference: reference.slice(0, 100) };
};

/**
 * The scope every staff decision runs in: the staff member's agent, their own retry (a lost answer, a double
 * click) answered as the decision stands, and the audit row written in the decision's transaction, with what the
 * row adds to the withdrawal's state after it.
 */
const staffScope = (
  by: ByStaff,
  id: number,
  action: string,
  note: string,
  audit: Record<string, unknown>,
): DecisionScope => ({
  agentId: by.actor.agentId,
  replays: true,
  within: (q, after, before) =>
    auditAs(q, by.meta, by.actor, {
      action,
      targetType: 'withdrawal',
      targetId: id,
      before: { status: before.status, amount: before.amount },
      after: { status: after.status, amount: after.amount, ...audit },
      reason: note,
    }),
});

const payoutAudit = (payout: Payout) => ({
  paid_from_account_id: payout.accountId,
  bank_reference: payout.reference,
});

/** The answer: the decision as it stands, with the internal note carried back. */
const answer = (decided: Withdrawal, note: string): DecidedWithdrawal => ({
  id: decided.id,
  status: decided.status,
  amount: decided.amount,
  reason: decided.reason,
  note,
  decided_at: decided.decided_at,
  paid_at: decided.paid_at,
});

/**
 * Staff approve a withdrawal they have paid: the internal note (required, audited, never shown to the member),
 * the agent account it was paid from and the bank's reference, all checked before anything changes. The payments
 * service decides it exactly once (the row is locked; a second decision, even at the same moment, is told
 * WITHDRAW_ALREADY_DECIDED; the same request again by the same staff member answers it as it stands).
 */
export const approveAsStaff = async (db: Db, by: ByStaff, id: number, body: ApproveWithdrawalBody) => {
  const note = requireReason(body.note);
  const payout = await payoutOf(db, by.actor.agentId, body);
  const decided = await decideWithdrawal(
    db,
    id,
    { approve: true, by: `staff:${by.actor.username}`, note, payout },
    staffScope(by, id, 'withdrawal.approve', note, payoutAudit(payout)),
  );
  return answer(decided, note);
};

/** Staff refuse: the internal note and the reason the member reads (both required); the money goes back. */
export const refuseAsStaff = async (db: Db, by: ByStaff, id: number, body: RefuseWithdrawalBody) => {
  const note = requireReason(body.note);
  const reason = (body.reason ?? '').trim();
  if (reason.length < 3) return fail('WITHDRAW_MEMBER_REASON_REQUIRED');
  const decided = await decideWithdrawal(
    db,
    id,
    { approve: false, by: `staff:${by.actor.username}`, note, reason: reason.slice(0, 500) },
    staffScope(by, id, 'withdrawal.refuse', note, { member_reason: reason }),
  );
  return answer(decided, note);
};

/** Staff record the payout of an approval that awaited it (the automatic mode's), exactly once. */
export const recordPayoutAsStaff = async (db: Db, by: ByStaff, id: number, body: ApproveWithdrawalBody) => {
  const note = requireReason(body.note);
  const payout = await payoutOf(db, by.actor.agentId, body);
  const decided = await recordPayout(
    db,
    id,
    { payout, note },
    staffScope(by, id, 'withdrawal.payout', note, payoutAudit(payout)),
  );
  return answer(decided, note);
};
