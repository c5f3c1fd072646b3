import type { Db } from '@server/db/db';
import { saveAgentRewardSettings, type AgentRewardSettings } from '@server/rewards/promotions/agent-settings';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** The agent's reward setting saved by staff, with its audit row in the same transaction. */
export const saveRewardSettings = (db: Db, by: ByStaff, next: AgentRewardSettings) =>
  db.tx(async (q) => {
    const before = await saveAgentRewardSettings(q, by.actor.agentId, by.actor.id, next);
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.settings.update',
      targetType: 'agent',
      targetId: by.actor.agentId,
      before: { allow_multiple_turnover: before.allowMultipleTurnover },
      after: { allow_multiple_turnover: next.allowMultipleTurnover },
    });
  });
