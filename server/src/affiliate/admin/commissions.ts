import type { Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { affiliateNetwork } from '@server/affiliate/reads';
import { readSettings, saveSettings, type AffiliateSettings } from '@server/affiliate/settings';

/** Saves the agent's programme with its audit row (before and after) in one transaction. */
export const updateSettings = async (db: Db, by: ByStaff, settings: AffiliateSettings) =>
  db.tx(async (q) => {
    const before = await readSettings(q, by.actor.agentId);
    await saveSettings(q, by.actor.agentId, settings);
    await auditAs(q, by.meta, by.actor, {
      action: 'affiliate.settings',
      targetType: 'affiliate_settings',
      targetId: by.actor.agentId,
      before,
      after: settings,
    });
    return settings;
  });

/** Commission runs: one row per day with what was credited, held and refused. */
export const commissionRuns = async (q: Queryable, agentId: number) => {
  const { rows } = await q.query<Record<string, string>>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT referrer_id) AS referrers,
            coalesce(sum(amount) FILTER (WHERE status IN ('credited', 'released')), 0) AS paid,
            coalesce(sum(amount) FILTER (WHERE status = 'held'), 0) AS held,
            coalesce(sum(amount) FILTER (WHERE status = 'refused'), 0) AS refused
       FROM affiliate_commissions WHERE agent_id = $1 GROUP BY day ORDER BY day DESC LIMIT 90`,
    [agentId],
  );
  return rows.map((row) => ({
    day: row.day!,
    referrers: Number(row.referrers),
    paid: Number(row.paid) as Satang,
    held: Number(row.held) as Satang,
    refused: Number(row.refused) as Satang,
  }));
};

/** Commissions waiting for review (or decided, with `status`), newest first, with the referrer's phone. */
export const commissionsByStatus = async (q: Queryable, agentId: number, status: string) => {
  const { rows } = await q.query<Record<string, string>>(
    `SELECT c.id, to_char(c.day, 'YYYY-MM-DD') AS day, c.referrer_id, m.phone, c.level, c.amount, c.members,
            c.status, c.reason
       FROM affiliate_commissions c JOIN members m ON m.id = c.referrer_id
      WHERE c.agent_id = $1 AND c.status = $2 ORDER BY c.day DESC, c.id DESC LIMIT 200`,
    [agentId, status],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    day: row.day!,
    referrerId: Number(row.referrer_id),
    phone: row.phone!,
    level: Number(row.level),
    amount: Number(row.amount) as Satang,
    members: Number(row.members),
    status: row.status!,
    reason: row.reason!,
  }));
};

/** Referrals the fraud checks refused at registration, with the reason. */
export const refusedReferrals = async (q: Queryable, agentId: number) => {
  const { rows } = await q.query<Record<string, string | Date>>(
    `SELECT f.id, f.reason, f.created_at, m.phone AS member_phone, r.phone AS referrer_phone
       FROM affiliate_refusals f JOIN members m ON m.id = f.member_id JOIN members r ON r.id = f.referrer_id
      WHERE f.agent_id = $1 ORDER BY f.id DESC LIMIT 200`,
    [agentId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    reason: String(row.reason),
    memberPhone: String(row.member_phone),
    referrerPhone: String(row.referrer_phone),
    createdAt: row.created_at as Date,
  }));
};

/** A member's network by phone, unmasked (staff), 200 a page after `cursor` (keyset, issue 31). */
export const networkByPhone = async (q: Queryable, agentId: number, phone: string, cursor?: string) => {
  const { rows } = await q.query<{ id: string; referral_code: string; referred_by: string | null }>(
    `SELECT id, referral_code, referred_by FROM members WHERE agent_id = $1 AND phone = $2`,
    [agentId, phone.trim()],
  );
  const member = rows[0] ?? fail('AFFILIATE_MEMBER_NOT_FOUND');
  const network = await affiliateNetwork(q, Number(member.id), { masked: false, limit: 200, cursor });
  return { memberId: Number(member.id), code: member.referral_code, ...network };
};
