import type { Withdrawal, WithdrawInfo } from '@contract/payment';
import { toBaht, type Satang } from '@contract/money';
import { WALLET_TYPE } from '@contract/wallet';
import type { Db, Queryable, Tx } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { inboxText, tellMember } from '@server/live/inbox';
import type { SessionMember } from '@server/plugins/auth';
import { assertTurnoverMet, turnoverOwed } from '@server/rewards/turnover';
import { amountWithin } from './amount';
import { WITHDRAW_MAX, WITHDRAW_MIN } from './constants';
import { isUniqueViolation } from './db-errors';
import { settleWithdrawal, withdrawableBalance, writeWithdrawal } from './ledger-port';
import { maskAccount, memberAccounts } from './member-accounts';

type WithdrawalRow = {
  id: number;
  member_id: number;
  amount: Satang;
  status: Withdrawal['status'];
  bank_code: string;
  bank_name: string;
  bank_account: string;
  hold_id: string;
  reason: string;
  note: string;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
};

const SELECT = `SELECT w.id, w.member_id, w.amount, w.status, w.bank_code, b.name_th AS bank_name, w.bank_account,
  w.hold_id, w.reason, w.note, w.created_at, w.decided_at, w.paid_at FROM withdrawals w JOIN banks b ON b.code = w.bank_code`;

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: toBaht(row.amount),
  status: row.status,
  bank_code: row.bank_code,
  bank_name: row.bank_name,
  bank_account: maskAccount(row.bank_account),
  // Only a refusal tells the member why; staff notes stay in the back office (issue 28).
  reason: row.status === 'refused' ? row.reason : '',
  created_at: new Date(row.created_at).toISOString(),
  decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
});

const byRequest = async (q: Queryable, memberId: number, requestId: string) =>
  (
    await q.query<WithdrawalRow>(
      `${SELECT} WHERE w.member_id = $1 AND w.request_id = $2`,
      [memberId, requestId],
      { name: 'withdrawal_by_request' }, // every withdrawal request (a retry answers the first)
    )
  ).rows[0] ?? null;

/**
 * A withdrawal request: the amount leaves the main wallet at once (a ledger hold) and the destination account is
 * copied, so nothing can redirect it later. One pending withdrawal per member; a retried request (same
 * request_id) answers the first withdrawal.
 */
export const requestWithdrawal = async (
  db: Db,
  member: SessionMember,
  input: { amount: number; destination: 'main' | 'sub'; request_id: string },
  now: Date,
): Promise<Withdrawal> => {
  const earlier = await byRequest(db, member.id, input.request_id);
  if (earlier) return toWithdrawal(earlier);
  const amount = amountWithin(input.amount, WITHDRAW_MIN, WITHDRAW_MAX);
  const account = (await memberAccounts(db, member.id)).find((row) => row.destination === input.destination);
  if (!account) return fail('WITHDRAW_ACCOUNT_MISSING');
  // Names the baht still owed; the request's own statement checks again after its hold (migration 0801).
  await assertTurnoverMet(db, member.id, WALLET_TYPE.main, now);
  try {
    // One statement, its own transaction: the row, the hold and the answer (see server/sql/payments for why this is
    // as safe as the transaction it replaces).
    const row = await writeWithdrawal<WithdrawalRow>(db, {
      agentId: member.agentId,
      memberId: member.id,
      requestId: input.request_id,
      amount,
      destination: input.destination,
      bankCode: account.bank_code,
      bankAccount: account.full_bank_account,
      accountName: account.account_name,
      bankLabel: `${account.bank_name} ${account.bank_account}`,
    });
    return toWithdrawal(row);
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_member_id_request_id_key')) {
      const first = await byRequest(db, member.id, input.request_id);
      if (first) return toWithdrawal(first);
    }
    if (isUniqueViolation(error, 'withdrawals_one_pending')) return fail('WITHDRAW_PENDING_EXISTS');
    throw error;
  }
};

/**
 * What a caller may add to a decision: `agentId` keeps it inside one agent (the back office: another agent's
 * withdrawal is not found); `within` runs in the decision's own transaction after the change (the audit row),
 * so both commit together or not at all.
 */
export type DecisionScope = {
  agentId?: number;
  within?: (q: Queryable, decided: Withdrawal, before: Withdrawal) => Promise<void>;
  /**
   * The same decision again by the same hand (`by`; a payout: the same account and reference) answers it as it
   * stands, nothing moved and `within` not run: the back office's retry after a lost answer, a double click.
   */
  replays?: boolean;
};

/** Where the money was paid from (one of the agent's own bank accounts; none from the operator's shell). */
export type Payout = { accountId: number | null; reference: string };

/**
 * A decision. `note` is the staff's own (never shown to the member); `reason` is what the member reads of a
 * refusal. An approval is paid at once (`payout`: staff approve once they have transferred, "อนุมัติ (โอนแล้ว)"),
 * or `'later'` (the automatic mode: approved, the hold posted, staff pay it and record the payout).
 */
export type Decision = {
  approve: boolean;
  by: string;
  note?: string;
  reason?: string;
  payout?: Payout | 'later';
};

type DecisionRow = WithdrawalRow & {
  agent_id: number;
  decided_by: string | null;
  paid_from_account_id: number | null;
  paid_reference: string;
};

/** The withdrawal's row, locked for its decision (every decision and payout takes this lock first). */
export const lockWithdrawal = async (q: Queryable, withdrawalId: number, agentId?: number) => {
  const { rows } = await q.query<DecisionRow>(
    `${SELECT.replace('SELECT ', 'SELECT w.agent_id, w.decided_by, w.paid_from_account_id, w.paid_reference, ')}
      WHERE w.id = $1 FOR UPDATE OF w`,
    [withdrawalId],
  );
  const row = rows[0];
  if (!row || (agentId !== undefined && row.agent_id !== agentId)) return fail('WITHDRAW_NOT_FOUND');
  return row;
};

const paidTo = (row: WithdrawalRow) =>
  inboxText.withdrawalPaidTo(`${row.bank_name} ${maskAccount(row.bank_account)}`);

/** Tells the member their money was sent (once per withdrawal, whichever path paid it). */
const tellPaid = (q: Queryable, row: WithdrawalRow) =>
  tellMember(q, {
    memberId: row.member_id,
    kind: 'withdrawal_approved',
    title: inboxText.withdrawalPaid,
    body: paidTo(row),
    amount: row.amount,
    source: `withdrawal:${row.id}`,
  });

/** The payout the row records is this one (the same account and bank reference). */
const paidAs = (row: DecisionRow, payout: Payout) =>
  row.paid_at !== null &&
  row.paid_from_account_id === payout.accountId &&
  row.paid_reference === payout.reference;

/** The decision the row already holds is this one, by the same hand (`DecisionScope.replays`). */
const sameDecision = (row: DecisionRow, decision: Decision) => {
  if (row.decided_by !== decision.by) return false;
  if (!decision.approve) return row.status === 'refused' && row.reason === (decision.reason ?? '');
  if (row.status !== 'approved') return false;
  return decision.payout === 'later'
    ? true
    : paidAs(row, decision.payout ?? { accountId: null, reference: '' });
};

/**
 * Decides a pending withdrawal whose row `q` has locked (`lockWithdrawal`), in `q`'s transaction, exactly once:
 * any later decision is WITHDRAW_ALREADY_DECIDED (a replay, with `scope.replays`, the decision as it stands).
 */
export const decideLocked = async (
  q: Tx,
  row: DecisionRow,
  decision: Decision,
  scope: DecisionScope = {},
): Promise<Withdrawal> => {
  if (row.status !== 'pending')
    return scope.replays && sameDecision(row, decision)
      ? toWithdrawal(row)
      : fail('WITHDRAW_ALREADY_DECIDED');
  await settleWithdrawal(q, { withdrawalId: row.id, holdId: row.hold_id, approve: decision.approve });
  const status = decision.approve ? 'approved' : 'refused';
  const reason = decision.approve ? '' : (decision.reason ?? '');
  const payout = decision.approve && decision.payout !== 'later' ? (decision.payout ?? null) : undefined;
  const paid = payout !== undefined;
  const updated = await q.query<{ decided_at: Date; paid_at: Date | null }>(
    `UPDATE withdrawals SET status = $2, reason = $3, note = $4, decided_by = $5, decided_at = now(),
            paid_at = CASE WHEN $6::boolean THEN now() END, paid_from_account_id = $7, paid_reference = $8
      WHERE id = $1
      RETURNING decided_at, paid_at`,
    [
      row.id,
      status,
      reason,
      decision.note ?? '',
      decision.by,
      paid,
      payout?.accountId ?? null,
      payout?.reference ?? '',
    ],
  );
  if (paid) await tellPaid(q, row);
  if (!decision.approve)
    await tellMember(q, {
      memberId: row.member_id,
      kind: 'withdrawal_refused',
      title: inboxText.withdrawalRefused,
      body: reason || inboxText.withdrawalRefusedNoReason,
      amount: row.amount,
      source: `withdrawal:${row.id}`,
    });
  const decided = toWithdrawal({ ...row, status, reason, note: decision.note ?? '', ...updated.rows[0]! });
  await scope.within?.(q, decided, toWithdrawal(row));
  return decided;
};

/** An operator approves (the hold is posted) or refuses (released back), exactly once. */
export const decideWithdrawal = async (
  db: Db,
  withdrawalId: number,
  decision: Decision,
  scope: DecisionScope = {},
): Promise<Withdrawal> =>
  db.tx(async (q) => decideLocked(q, await lockWithdrawal(q, withdrawalId, scope.agentId), decision, scope));

/**
 * Staff record the payout of an approval that awaited it (the automatic mode's), exactly once: the member is
 * told the money was sent; another payout after it is WITHDRAW_NOT_AWAITING_PAYOUT (the same again, with
 * `scope.replays`, the payout as it stands).
 */
export const recordPayout = async (
  db: Db,
  withdrawalId: number,
  input: { payout: Payout; note: string },
  scope: DecisionScope = {},
): Promise<Withdrawal> =>
  db.tx(async (q) => {
    const row = await lockWithdrawal(q, withdrawalId, scope.agentId);
    if (scope.replays && row.status === 'approved' && paidAs(row, input.payout)) return toWithdrawal(row);
    if (row.status !== 'approved' || row.paid_at !== null) return fail('WITHDRAW_NOT_AWAITING_PAYOUT');
    const updated = await q.query<{ paid_at: Date; note: string }>(
      `UPDATE withdrawals SET paid_at = now(), paid_from_account_id = $2, paid_reference = $3,
              note = CASE WHEN note = '' THEN $4 ELSE note || E'\n' || $4 END
        WHERE id = $1 RETURNING paid_at, note`,
      [withdrawalId, input.payout.accountId, input.payout.reference, input.note],
    );
    await tellPaid(q, row);
    const paid = toWithdrawal({ ...row, ...updated.rows[0]! });
    await scope.within?.(q, paid, toWithdrawal(row));
    return paid;
  });

export const withdrawInfo = async (db: Db, member: SessionMember, now: Date): Promise<WithdrawInfo> => {
  const [withdrawable, owed, accounts, recent] = await Promise.all([
    withdrawableBalance(db, member.id),
    turnoverOwed(db, member.id, WALLET_TYPE.main, now),
    memberAccounts(db, member.id),
    db.query<WithdrawalRow>(`${SELECT} WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT 10`, [member.id]),
  ]);
  const items = recent.rows.map(toWithdrawal);
  return {
    withdrawable: owed > 0 ? 0 : toBaht(withdrawable),
    turnover_owed: toBaht(owed),
    min_amount: toBaht(WITHDRAW_MIN),
    max_amount: toBaht(WITHDRAW_MAX),
    accounts: accounts.map(({ full_bank_account: _full, ...account }) => account),
    pending: items.filter((item) => item.status === 'pending'),
    // Decided ones only: a pending request is listed once, under pending.
    recent: items.filter((item) => item.status !== 'pending'),
  };
};
