import type { AgentSettings } from '@contract/admin/content';
import { forgetAgent } from '@server/agents/agent-repository';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

const fields = ['name', 'logo', 'line_contact_url', 'line_admin_url', 'telegram_contact_url'] as const;

const read = async (q: Queryable, agentId: number, lock = false) => {
  const { rows } = await q.query<AgentSettings & { code: string }>(
    `SELECT code, ${fields.join(', ')} FROM agents WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [agentId],
  );
  return rows[0] ?? fail('AGENT_NOT_FOUND');
};

export const agentSettingsOf = async (q: Queryable, agentId: number): Promise<AgentSettings> => {
  const { code: _code, ...settings } = await read(q, agentId);
  return settings;
};

/**
 * Saves the agent's name, logo and contact links, audited with the fields that changed. The member site reads
 * the agent row through a five-second memo: it is dropped here, so this process serves the change at once and
 * every other process within five seconds.
 */
export const saveAgentSettings = async (
  db: Db,
  by: ByStaff,
  input: AgentSettings,
): Promise<AgentSettings> => {
  const saved = await db.tx(async (q) => {
    const { code, ...before } = await read(q, by.actor.agentId, true);
    await q.query(`UPDATE agents SET ${fields.map((f, i) => `${f} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      by.actor.agentId,
      ...fields.map((f) => input[f]),
    ]);
    const changed = fields.filter((f) => before[f] !== input[f]);
    await auditAs(q, by.meta, by.actor, {
      action: 'content.agent_settings',
      targetType: 'agent',
      targetId: by.actor.agentId,
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, input[f]])),
    });
    return { code, settings: { ...input } };
  });
  forgetAgent(db, saved.code);
  return saved.settings;
};
