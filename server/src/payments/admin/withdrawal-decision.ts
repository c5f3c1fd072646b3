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
 * One staff decision on a withdrawal: its audit action, what the audit row adds to the withdrawal's state after
 * it, and the payments service's call, made with the staff member's agent and the audit row as its scope.
 */
type StaffDecision = {
  action: string;
  audit: Record<string, unknown>;
  run: (scope: DecisionScope) => Promise<Withdrawal>;
};

/**
 * The shape every staff decision has: the internal note first (required, audited, never shown to the member),
 * then the decision's own input checked (`prepare`, before anything changes), then the payments service's call,
 * which writes the audit row in its own transaction; the answer carries the note back. The same request again
 * by the same staff member answers the decision as it stands and moves nothing.
 */
const decideAs = async (
  by: ByStaff,
  id: number,
  noteText: string | undefined,
  prepare: (note: string) => Promise<StaffDecision> | StaffDecision,
): Promise<DecidedWithdrawal> => {
  const note = requireReason(noteText);
  const { action, audit, run } = await prepare(note);
  const decided = await run({
    agentId: by.actor.agentId,
    // A staff member's retry of their own decision (a lost answer, a double click) answers it as it stands.
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
  return {
    id: decided.id,
    status: decided.status,
    amount: decided.amount,
    reason: decided.reason,
    note,
    decided_at: decided.decided_at,
    paid_at: decided.paid_at,
  };
};

/** A decision that records a payout (an approval paid at once, or the automatic mode's paid later). */
const withPayout = (
  db: Db,
  by: ByStaff,
  id: number,
  body: ApproveWithdrawalBody,
  action: string,
  run: (payout: Payout, note: string, scope: DecisionScope) => Promise<Withdrawal>,
) =>
  decideAs(by, id, body.note, async (note) => {
    const payout = await payoutOf(db, by.actor.agentId, body);
    return {
      action,
      audit: { paid_from_account_id: payout.accountId, bank_reference: payout.reference },
      run: (scope) => run(payout, note, scope),
    };
  });

/**
 * Staff approve a withdrawal they have paid: the internal note, the agent account it was paid from and the
 * bank's reference. The payments service decides it exactly once (the row is locked; a second decision, even at
 * the same moment, is told WITHDRAW_ALREADY_DECIDED), and the audit row is written in the decision's
 * transaction. Bad input changes nothing.
 */
export const approveAsStaff = (db: Db, by: ByStaff, id: number, body: ApproveWithdrawalBody) =>
  withPayout(db, by, id, body, 'withdrawal.approve', (payout, note, scope) =>
    decideWithdrawal(db, id, { approve: true, by: `staff:${by.actor.username}`, note, payout }, scope),
  );

/** Staff refuse: the internal note and the reason the member reads (both required); the money goes back. */
export const refuseAsStaff = (db: Db, by: ByStaff, id: number, body: RefuseWithdrawalBody) =>
  decideAs(by, id, body.note, (note) => {
    const reason = (body.reason ?? '').trim();
    if (reason.length < 3) return fail('WITHDRAW_MEMBER_REASON_REQUIRED');
    return {
      action: 'withdrawal.refuse',
      audit: { member_reason: reason },
      run: (scope) =>
        decideWithdrawal(
          db,
          id,
          { approve: false, by: `staff:${by.actor.username}`, note, reason: reason.slice(0, 500) },
          scope,
        ),
    };
  });

/** Staff record the payout of an approval that awaited it (the automatic mode's), exactly once. */
export const recordPayoutAsStaff = (db: Db, by: ByStaff, id: number, body: ApproveWithdrawalBody) =>
  withPayout(db, by, id, body, 'withdrawal.payout', (payout, note, scope) =>
    recordPayout(db, id, { payout, note }, scope),
  );
