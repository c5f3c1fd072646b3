import type { SmsSettings } from '@contract/admin/sms';
import { registerOtpOn } from '@server/accounts/register-otp';
import type { Db, Queryable } from '@server/db/db';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** The agent's SMS settings, and whether the configured sender reaches phones (the console warns when not). */
export const smsSettingsOf = async (
  q: Queryable,
  agentId: number,
  reachesMembers: boolean,
): Promise<SmsSettings> => ({
  register_otp: await registerOtpOn(q, agentId),
  reaches_members: reachesMembers,
});

/** The owner turns the registration code on or off; audited with before and after. */
export const saveSmsSettings = (db: Db, by: ByStaff, registerOtp: boolean, reachesMembers: boolean) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('agent_sms_settings'), $1)`, [agentId]);
    const before = await registerOtpOn(q, agentId);
    await q.query(
      `INSERT INTO agent_sms_settings (agent_id, register_otp) VALUES ($1, $2)
       ON CONFLICT (agent_id) DO UPDATE SET register_otp = $2, updated_at = now()`,
      [agentId, registerOtp],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'content.sms_settings',
      targetType: 'agent',
      targetId: agentId,
      before: { register_otp: before },
      after: { register_otp: registerOtp },
    });
    return smsSettingsOf(q, agentId, reachesMembers);
  });
