import type { ChannelInput, ChannelRowAdmin } from '@contract/admin/content';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { agentChannels } from '@server/payments/channels';
import { auditAs, type ByStaff } from '@server/staff/audit';

const hasOwn = async (q: Queryable, agentId: number) =>
  (await q.query(`SELECT 1 FROM payment_channels WHERE agent_id = $1 LIMIT 1`, [agentId])).rows.length > 0;

/** The channels members of the agent see (its own, or the platform defaults), in baht. */
export const listChannels = async (q: Queryable, agentId: number): Promise<ChannelRowAdmin[]> => {
  const own = await hasOwn(q, agentId);
  return (await agentChannels(q, agentId)).map((c) => ({
    id: c.id,
    type: c.type,
    name: c.name,
    min: toBaht(Number(c.min_satang)),
    max: toBaht(Number(c.max_satang)),
    available: c.available,
    unavailable_reason: c.unavailable_reason,
    own,
  }));
};

/**
 * The agent's first edit copies the platform's default channels into its own rows (the defaults serve every
 * other agent and stay as they are), then edits the copy of the chosen channel. Answers the id to edit.
 */
const ownChannelId = async (q: Queryable, agentId: number, id: number) => {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`channels:${agentId}`]);
  if (await hasOwn(q, agentId)) return id;
  const { rows: defaults } = await q.query<{ id: number }>(
    `SELECT id FROM payment_channels WHERE agent_id IS NULL ORDER BY sort, id`,
  );
  let copyOfId: number | null = null;
  for (const row of defaults) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO payment_channels (agent_id, type, name, provider, min_satang, max_satang, available,
                                     unavailable_reason, sort)
       SELECT $1, type, name, provider, min_satang, max_satang, available, unavailable_reason, sort
         FROM payment_channels WHERE id = $2 RETURNING id`,
      [agentId, row.id],
    );
    if (row.id === id) copyOfId = rows[0]!.id;
  }
  return copyOfId ?? fail('CONTENT_NOT_FOUND');
};

export const saveChannel = (db: Db, by: ByStaff, id: number, input: ChannelInput) => {
  const reason = (input.unavailable_reason ?? '').trim();
  const [min, max] = [toSatang(input.min), toSatang(input.max)];
  if (min <= 0 || max < min || (!input.available && reason === '')) fail('CHANNEL_LIMITS_INVALID');
  return db.tx(async (q) => {
    const agentId = by.actor.agentId;
    const target = await ownChannelId(q, agentId, id);
    const { rows } = await q.query<{
      min_satang: string;
      max_satang: string;
      available: boolean;
      unavailable_reason: string;
    }>(
      `SELECT min_satang, max_satang, available, unavailable_reason FROM payment_channels
        WHERE id = $1 AND agent_id = $2 FOR UPDATE`,
      [target, agentId],
    );
    const before = rows[0] ?? fail('CONTENT_NOT_FOUND');
    await q.query(
      `UPDATE payment_channels SET min_satang = $2, max_satang = $3, available = $4, unavailable_reason = $5
        WHERE id = $1`,
      [target, min, max, input.available, input.available ? '' : reason],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'content.channel.update',
      targetType: 'payment_channel',
      targetId: target,
      before: {
        min: toBaht(Number(before.min_satang)),
        max: toBaht(Number(before.max_satang)),
        available: before.available,
        unavailable_reason: before.unavailable_reason,
      },
      after: {
        min: input.min,
        max: input.max,
        available: input.available,
        unavailable_reason: input.available ? '' : reason,
      },
    });
    return (await listChannels(q, agentId)).find((c) => c.id === target)!;
  });
};
