import type { Withdrawal } from '@contract/payment';
import { toBaht } from '@contract/money';
import { bangkokDay, bangkokDayStart } from '@contract/thai-time';
import type { Db } from '@server/db/db';
import { auditAs } from '@server/staff/audit';
import { withdrawalQueue } from './admin/withdrawal-queue';
import { decideLocked, lockWithdrawal } from './withdrawals';

/** The advisory lock class (two-int form) of one member's automatic approvals: the day's total is read under it. */
const AUTO_LOCK_CLASS = 2800;

type AutoSettingsRow = { agent_id: number; max_per_request: number; max_per_member_day: number };

/** The note the audit log and the history show for the system's approvals. */
const autoNote = (settings: AutoSettingsRow) =>
  `อนุมัติอัตโนมัติ: ไม่เกิน ${toBaht(Number(settings.max_per_request))} บาทต่อครั้ง ` +
  `และ ${toBaht(Number(settings.max_per_member_day))} บาทต่อสมาชิกต่อวัน ไม่มีข้อสังเกต (รอบันทึกการโอน)`;

/**
 * The automatic mode (issue 28, off unless the owner turned it on): a pending withdrawal at most the amount per
 * request, whose member's approvals of the Bangkok day stay within the daily total with it, from a member the
 * queue shows no flag for (the same flags the staff see on the card), is approved by the system.
 *
 * "Approved" means what a staff approval means to the money: the hold is posted, the decision is final and the
 * member can no longer be refused. It does not mean paid: the system sends no money, so the approval awaits its
 * payout (`paid_at` null), staff pay it and record the account and the bank's reference (`recordPayout`), and only
 * then is the member told "โอนแล้ว". Exactly once: the withdrawal's row lock is the one every decision takes, so a
 * staff decision at the same moment finds it decided (or this finds it decided and does nothing); a member's
 * approvals are counted under a per-member advisory lock, so the daily total holds under parallel requests.
 */
export const approveAutomatically = async (
  db: Db,
  withdrawalId: number,
  now: Date,
): Promise<Withdrawal | null> => {
  const on = await db.query<{ n: number }>(
    `SELECT 1 AS n FROM withdrawal_auto_settings s JOIN withdrawals w ON w.agent_id = s.agent_id
      WHERE w.id = $1 AND s.enabled AND w.status = 'pending'`,
    [withdrawalId],
  );
  if (on.rows.length === 0) return null; // off: nothing is locked
  return db.tx(async (q) => {
    const member = await q.query<{ member_id: number }>(
      `SELECT member_id::int AS member_id FROM withdrawals WHERE id = $1`,
      [withdrawalId],
    );
    await q.query(`SELECT pg_advisory_xact_lock(${AUTO_LOCK_CLASS}, $1::int)`, [member.rows[0]!.member_id]);
    const row = await lockWithdrawal(q, withdrawalId);
    if (row.status !== 'pending') return null;
    // Read again under the locks: the owner may have turned it off or lowered a limit meanwhile.
    const settings = (
      await q.query<AutoSettingsRow>(
        `SELECT agent_id, max_per_request, max_per_member_day FROM withdrawal_auto_settings
          WHERE agent_id = $1 AND enabled`,
        [row.agent_id],
      )
    ).rows[0];
    if (!settings || Number(row.amount) > Number(settings.max_per_request)) return null;
    const today = await q.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals
        WHERE member_id = $1 AND status = 'approved' AND decided_at >= $2`,
      [row.member_id, bangkokDayStart(bangkokDay(now)).toISOString()],
    );
    if (Number(today.rows[0]!.total) + Number(row.amount) > Number(settings.max_per_member_day)) return null;
    const item = (await withdrawalQueue(q, row.agent_id, now, withdrawalId)).items[0];
    if (!item || item.flags.length > 0) return null;
    const note = autoNote(settings);
    return decideLocked(
      q,
      row,
      { approve: true, by: 'system', note, payout: 'later' },
      {
        within: (tx, after, before) =>
          auditAs(
            tx,
            { ip: '', requestId: `withdrawal-auto:${withdrawalId}` },
            { id: null, agentId: row.agent_id, username: 'system' },
            {
              action: 'withdrawal.approve',
              targetType: 'withdrawal',
              targetId: withdrawalId,
              before: { status: before.status, amount: before.amount },
              after: { status: after.status, amount: after.amount, paid: false },
              reason: note,
            },
          ),
      },
    );
  });
};
