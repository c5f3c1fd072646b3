import type { ManualMoneyRules, ManualMoneyRulesBody } from '@contract/admin/manual-money';
import { roleMay, staffRoles, type StaffRole } from '@contract/admin/permissions';
import { satang, toBaht, toSatang, type Satang } from '@contract/money';
import { bangkokDay } from '@contract/thai-time';
import type { Db, Queryable } from '@server/db/db';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { usedOn } from './usage';

/**
 * Defaults until the owner sets the agent's own: 5,000 baht needs a second pair of eyes; the owner may move
 * 500,000 baht a day by hand, finance 100,000, a role without `adjust.money` nothing.
 */
const DEFAULT_FOUR_EYES_ABOVE = satang(500_000);
const defaultLimit = (role: string): Satang =>
  role === 'owner' ? satang(50_000_000) : roleMay(role, 'adjust.money') ? satang(10_000_000) : satang(0);

/** The agent's four-eyes threshold, satang. */
export const fourEyesAbove = async (q: Queryable, agentId: number): Promise<Satang> => {
  const { rows } = await q.query<{ v: string }>(
    `SELECT four_eyes_above::text AS v FROM manual_money_rules WHERE agent_id = $1`,
    [agentId],
  );
  return rows[0] ? satang(Number(rows[0].v)) : DEFAULT_FOUR_EYES_ABOVE;
};

/** A role's daily limit at the agent, satang. */
export const dailyLimitOf = async (q: Queryable, agentId: number, role: string): Promise<Satang> => {
  const { rows } = await q.query<{ v: string }>(
    `SELECT daily_limit::text AS v FROM manual_money_limits WHERE agent_id = $1 AND role = $2`,
    [agentId, role],
  );
  return rows[0] ? satang(Number(rows[0].v)) : defaultLimit(role);
};

/** Every role's limit (the defaults filled in) and the threshold, in baht. */
export const manualMoneyRulesOf = async (q: Queryable, agentId: number): Promise<ManualMoneyRules> => {
  const { rows } = await q.query<{ role: string; v: string }>(
    `SELECT role, daily_limit::text AS v FROM manual_money_limits WHERE agent_id = $1`,
    [agentId],
  );
  const set = new Map(rows.map((r) => [r.role, satang(Number(r.v))]));
  return {
    four_eyes_above: toBaht(await fourEyesAbove(q, agentId)),
    limits: staffRoles.map((role: StaffRole) => ({
      role,
      daily_limit: toBaht(set.get(role) ?? defaultLimit(role)),
    })),
  };
};

/** The owner's change of the rules, audited with before and after in its own transaction. */
export const setManualMoneyRules = (db: Db, by: ByStaff, body: ManualMoneyRulesBody) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    const before = await manualMoneyRulesOf(q, agentId);
    await q.query(
      `INSERT INTO manual_money_rules (agent_id, four_eyes_above, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (agent_id) DO UPDATE SET four_eyes_above = EXCLUDED.four_eyes_above,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [agentId, toSatang(body.four_eyes_above), by.actor.id],
    );
    for (const limit of body.limits) {
      await q.query(
        `INSERT INTO manual_money_limits (agent_id, role, daily_limit, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (agent_id, role) DO UPDATE SET daily_limit = EXCLUDED.daily_limit,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [agentId, limit.role, toSatang(limit.daily_limit), by.actor.id],
      );
    }
    const after = await manualMoneyRulesOf(q, agentId);
    await auditAs(q, by.meta, by.actor, {
      action: 'manual_money.rules',
      targetType: 'agent',
      targetId: agentId,
      before,
      after,
    });
    return after;
  });

/** What the staff member may still move by hand today (Bangkok day of `now`), and the threshold, in baht. */
export const myManualMoney = async (q: Queryable, by: ByStaff, role: string, now: Date) => ({
  daily_limit: toBaht(await dailyLimitOf(q, by.actor.agentId, role)),
  used_today: toBaht(await usedOn(q, by.actor.id ?? 0, bangkokDay(now))),
  four_eyes_above: toBaht(await fourEyesAbove(q, by.actor.agentId)),
});
