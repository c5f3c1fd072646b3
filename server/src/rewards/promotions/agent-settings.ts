import type { Queryable } from '@server/db/db';

export type AgentRewardSettings = { allowMultipleTurnover: boolean };

/** The agent's reward settings; an agent without a row has the defaults (one turnover promotion at a time). */
export const agentRewardSettings = async (q: Queryable, agentId: number): Promise<AgentRewardSettings> => {
  const { rows } = await q.query<{ allow_multiple_turnover: boolean }>(
    `SELECT allow_multiple_turnover FROM reward_agent_settings WHERE agent_id = $1`,
    [agentId],
  );
  return { allowMultipleTurnover: rows[0]?.allow_multiple_turnover ?? false };
};

/** Writes the agent's setting (upsert); answers the previous value for the audit row. */
export const saveAgentRewardSettings = async (
  q: Queryable,
  agentId: number,
  staffId: number | null,
  next: AgentRewardSettings,
): Promise<AgentRewardSettings> => {
  const before = await agentRewardSettings(q, agentId);
  await q.query(
    `INSERT INTO reward_agent_settings (agent_id, allow_multiple_turnover, updated_by)
     VALUES ($1, $2, $3)
     ON CONFLICT (agent_id) DO UPDATE
       SET allow_multiple_turnover = EXCLUDED.allow_multiple_turnover, updated_by = EXCLUDED.updated_by,
           updated_at = now()`,
    [agentId, next.allowMultipleTurnover, staffId],
  );
  return before;
};
