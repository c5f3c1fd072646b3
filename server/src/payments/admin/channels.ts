import type { ChannelInput, ChannelRowAdmin } from '@contract/admin/content';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { agentChannels } from '@server/payments/channels';
import { auditAs, type ByStaff } from '@server/staff/audit';

const hasOwn = async (q: Queryable, agentId: number) =>
  (await q.query(`SELECT 1 FROM payment_channels WHERE agent_id = $1 LIMIT 1`, [agentId])).rows.length > 0;

/** The channels members of the agent see (its own, or the platform defaults with its settings), in baht. */
export const listChannels = async (q: Queryable, agentId: number): Promise<ChannelRowAdmin[]> =>
  (await agentChannels(q, agentId)).map((c) => ({
    id: c.id,
    type: c.type,
    name: c.name,
    min: toBaht(Number(c.min_satang)),
    max: toBaht(Number(c.max_satang)),
    available: c.available,
    unavailable_reason: c.unavailable_reason,
    own: c.own,
  }));

/**
 * Saves a channel's limits and whether it is open, under its own id (issue 28): an agent's own channel is edited
 * in place; a platform default gets the agent's settings beside it (the defaults serve every other agent and stay
 * as they are). The first edit used to copy the defaults, renumbering them under a member's open deposit page.
 */
export const saveChannel = (db: Db, by: ByStaff, id: number, input: ChannelInput) => {
  const reason = (input.unavailable_reason ?? '').trim();
  const [min, max] = [toSatang(input.min), toSatang(input.max)];
  if (min <= 0 || max < min || (!input.available && reason === '')) fail('CHANNEL_LIMITS_INVALID');
  return db.tx(async (q) => {
    const agentId = by.actor.agentId;
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`channels:${agentId}`]);
    const before = (await agentChannels(q, agentId)).find((c) => c.id === id) ?? fail('CONTENT_NOT_FOUND');
    const closedWhy = input.available ? '' : reason;
    if (await hasOwn(q, agentId)) {
      await q.query(
        `UPDATE payment_channels SET min_satang = $3, max_satang = $4, available = $5, unavailable_reason = $6
          WHERE id = $1 AND agent_id = $2`,
        [id, agentId, min, max, input.available, closedWhy],
      );
    } else {
      await q.query(
        `INSERT INTO payment_channel_settings (agent_id, channel_id, min_satang, max_satang, available, unavailable_reason)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (agent_id, channel_id) DO UPDATE
            SET min_satang = $3, max_satang = $4, available = $5, unavailable_reason = $6, updated_at = now()`,
        [agentId, id, min, max, input.available, closedWhy],
      );
    }
    await auditAs(q, by.meta, by.actor, {
      action: 'content.channel.update',
      targetType: 'payment_channel',
      targetId: id,
      before: {
        min: toBaht(Number(before.min_satang)),
        max: toBaht(Number(before.max_satang)),
        available: before.available,
        unavailable_reason: before.unavailable_reason,
      },
      after: { min: input.min, max: input.max, available: input.available, unavailable_reason: closedWhy },
    });
    return (await listChannels(q, agentId)).find((c) => c.id === id)!;
  });
};
