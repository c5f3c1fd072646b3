import type { WithdrawalAutoSettings, WithdrawalAutoSettingsBody } from '@contract/admin/withdrawals';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** What the console shows before the owner has saved anything: off, with modest limits to start from. */
const DEFAULTS = { enabled: false, max_per_request: 100_000, max_per_member_day: 300_000 };

type Row = {
  enabled: boolean;
  max_per_request: number;
  max_per_member_day: number;
  updated_by: string;
  updated_at: Date | null;
};

const toSettings = (row: Row): WithdrawalAutoSettings => ({
  enabled: row.enabled,
  max_per_request: toBaht(Number(row.max_per_request)),
  max_per_member_day: toBaht(Number(row.max_per_member_day)),
  updated_by: row.updated_by,
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

/** The agent's automatic mode: off (and the defaults) until the owner saves it. */
export const autoSettingsOf = async (q: Queryable, agentId: number): Promise<WithdrawalAutoSettings> => {
  const { rows } = await q.query<Row>(
    `SELECT enabled, max_per_request, max_per_member_day, updated_by, updated_at
       FROM withdrawal_auto_settings WHERE agent_id = $1`,
    [agentId],
  );
  return toSettings(rows[0] ?? { ...DEFAULTS, updated_by: '', updated_at: null });
};

const satangOf = (baht: number) => {
  try {
    return toSatang(baht);
  } catch {
    return fail('WITHDRAW_AUTO_LIMITS_INVALID');
  }
};

/** The owner turns the automatic mode on or off and sets its limits; audited with the change. */
export const saveAutoSettings = async (
  db: Db,
  by: ByStaff,
  body: WithdrawalAutoSettingsBody,
): Promise<WithdrawalAutoSettings> => {
  const perRequest = satangOf(body.max_per_request);
  const perDay = satangOf(body.max_per_member_day);
  if (perRequest <= 0 || perDay < perRequest) return fail('WITHDRAW_AUTO_LIMITS_INVALID');
  return db.tx(async (q) => {
    const before = await autoSettingsOf(q, by.actor.agentId);
    const { rows } = await q.query<Row>(
      `INSERT INTO withdrawal_auto_settings (agent_id, enabled, max_per_request, max_per_member_day, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (agent_id) DO UPDATE SET enabled = $2, max_per_request = $3, max_per_member_day = $4,
         updated_by = $5, updated_at = now()
       RETURNING enabled, max_per_request, max_per_member_day, updated_by, updated_at`,
      [by.actor.agentId, body.enabled, perRequest, perDay, by.actor.username],
    );
    const after = toSettings(rows[0]!);
    await auditAs(q, by.meta, by.actor, {
      action: 'withdrawal.auto_settings',
      targetType: 'withdrawal_auto_settings',
      targetId: by.actor.agentId,
      before: {
        enabled: before.enabled,
        max_per_request: before.max_per_request,
        max_per_member_day: before.max_per_member_day,
      },
      after: {
        enabled: after.enabled,
        max_per_request: after.max_per_request,
        max_per_member_day: after.max_per_member_day,
      },
    });
    return after;
  });
};
