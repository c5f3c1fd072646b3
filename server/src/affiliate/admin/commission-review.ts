import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { isExcluded } from '@server/protection/gate';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';
import { creditCommission, EXCLUDED } from '@server/affiliate/commission';

type Held = {
  id: string;
  agent_id: number;
  day: string;
  referrer_id: string;
  level: 1 | 2;
  amount: string;
  reason: string;
};

/** Locks a held commission of the staff member's agent; anything already decided is refused. */
const lockHeld = async (q: Queryable, id: number, agentId: number | null) => {
  const { rows } = await q.query<Held>(
    `SELECT id, agent_id, to_char(day, 'YYYY-MM-DD') AS day, referrer_id, level, amount, reason
       FROM affiliate_commissions
      WHERE id = $1 AND ($2::int IS NULL OR agent_id = $2) AND status = 'held' FOR UPDATE`,
    [id, agentId],
  );
  return rows[0] ?? fail('AFFILIATE_COMMISSION_NOT_HELD');
};

/**
 * Releases a held commission: credits it with the job's own key (so release and any job re-run together pay
 * once) and marks it released, in one transaction with its audit row. A second release finds it decided.
 */
export const releaseCommission = async (db: Db, { id, by, now }: { id: number; by: ByStaff; now: Date }) =>
  db.tx(async (q) => {
    const held = await lockHeld(q, id, by.actor.agentId);
    // Held for an exclusion: nobody pays it before the exclusion ends (the job pays it then).
    if (held.reason === EXCLUDED && (await isExcluded(q, Number(held.referrer_id), now)))
      fail('AFFILIATE_REFERRER_EXCLUDED');
    await creditCommission(q, held.day, {
      referrerId: Number(held.referrer_id),
      level: held.level,
      amount: Number(held.amount) as never,
    });
    await q.query(
      `UPDATE affiliate_commissions SET status = 'released', decided_by = $2, decided_at = now() WHERE id = $1`,
      [id, by.actor.id],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'affiliate.release',
      targetType: 'affiliate_commission',
      targetId: id,
      before: { status: 'held' },
      after: { status: 'released', amount: Number(held.amount) },
    });
    return { id, status: 'released' as const };
  });

/** Refuses a held commission for good, with the staff member's reason; nothing is ever credited for it. */
export const refuseCommission = async (
  db: Db,
  { id, by, reason }: { id: number; by: ByStaff; reason: string },
) => {
  const text = requireReason(reason);
  return db.tx(async (q) => {
    await lockHeld(q, id, by.actor.agentId);
    await q.query(
      `UPDATE affiliate_commissions SET status = 'refused', reason = $3, decided_by = $2, decided_at = now()
        WHERE id = $1`,
      [id, by.actor.id, text],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'affiliate.refuse',
      targetType: 'affiliate_commission',
      targetId: id,
      before: { status: 'held' },
      after: { status: 'refused' },
      reason: text,
    });
    return { id, status: 'refused' as const };
  });
};
