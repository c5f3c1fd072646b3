import type { OfficialAccountBody, OfficialAccountView } from '@contract/admin/line-official-account';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import type { SecretBox } from '../secret-box';

/** The agent's official account as the server uses it: its secrets opened. Null when not set up. */
export type OfficialAccount = {
  channelId: string;
  channelSecret: string;
  accessToken: string;
  staffGroupId: string;
};

type Row = {
  messaging_channel_id: string;
  channel_secret_sealed: string;
  access_token_sealed: string;
  staff_group_id: string;
  updated_at: Date | string;
};

const rowOf = async (q: Queryable, agentId: number) =>
  (
    await q.query<Row>(
      `SELECT messaging_channel_id, channel_secret_sealed, access_token_sealed, staff_group_id, updated_at
         FROM agent_line_settings WHERE agent_id = $1`,
      [agentId],
    )
  ).rows[0] ?? null;

/**
 * The account with its secrets, or null while the channel secret or the token is missing (nothing is sent, the
 * webhook refuses everything). A sealed value the key no longer opens (the key was changed) counts as missing.
 */
export const officialAccountOf = async (
  q: Queryable,
  box: SecretBox,
  agentId: number,
): Promise<OfficialAccount | null> => {
  const row = await rowOf(q, agentId);
  if (!row?.channel_secret_sealed || !row.access_token_sealed) return null;
  try {
    return {
      channelId: row.messaging_channel_id,
      channelSecret: box.open(row.channel_secret_sealed),
      accessToken: box.open(row.access_token_sealed),
      staffGroupId: row.staff_group_id,
    };
  } catch {
    return null;
  }
};

/** The last four characters, the rest as dots: enough for staff to recognise which secret is set. */
const masked = (secret: string) => (secret ? `••••${secret.slice(-4)}` : '');

/** What the console shows: never a secret, only whether it is set and its last four characters. */
export const officialAccountView = async (
  q: Queryable,
  box: SecretBox,
  agentId: number,
): Promise<OfficialAccountView> => {
  const row = await rowOf(q, agentId);
  const open = (sealed: string | undefined) => {
    try {
      return sealed ? box.open(sealed) : '';
    } catch {
      return '';
    }
  };
  const groups = await q.query<{ group_id: string; joined_at: string }>(
    `SELECT DISTINCT ON (payload #>> '{source,groupId}') payload #>> '{source,groupId}' AS group_id,
            to_json(received_at) #>> '{}' AS joined_at
       FROM line_webhook_events
      WHERE agent_id = $1 AND type = 'join' AND payload #>> '{source,groupId}' ~ '^C[0-9a-f]{32}$'
      ORDER BY payload #>> '{source,groupId}', received_at DESC`,
    [agentId],
  );
  return {
    joined_groups: groups.rows.sort((a, b) => b.joined_at.localeCompare(a.joined_at)).slice(0, 10),
    channel_id: row?.messaging_channel_id ?? '',
    channel_secret: masked(open(row?.channel_secret_sealed)),
    access_token: masked(open(row?.access_token_sealed)),
    staff_group_id: row?.staff_group_id ?? '',
    configured: Boolean(row?.channel_secret_sealed && row.access_token_sealed),
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
};

/**
 * The owner's change. A secret left empty keeps the stored one (the console never has it to send back); `clear`
 * removes both secrets (the account is switched off). Audited with what changed, never the secrets themselves.
 */
export const saveOfficialAccount = (db: Db, box: SecretBox, by: ByStaff, body: OfficialAccountBody) => {
  if (!/^(\d{10})?$/.test(body.channel_id)) fail('LINE_SETTINGS_INVALID');
  if (!/^(C[0-9a-f]{32})?$/.test(body.staff_group_id)) fail('LINE_SETTINGS_INVALID');
  if (body.channel_secret && !/^[0-9a-f]{32}$/.test(body.channel_secret)) fail('LINE_SETTINGS_INVALID');
  return db.tx(async (q) => {
    const agentId = by.actor.agentId;
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('agent_line_settings'), $1)`, [agentId]);
    const { joined_groups: _groups, ...before } = await officialAccountView(q, box, agentId);
    const secret = body.clear ? '' : body.channel_secret ? box.seal(body.channel_secret) : null;
    const token = body.clear ? '' : body.access_token ? box.seal(body.access_token) : null;
    await q.query(
      `INSERT INTO agent_line_settings (agent_id, messaging_channel_id, channel_secret_sealed, access_token_sealed,
                                        staff_group_id)
       VALUES ($1, $2, coalesce($3, ''), coalesce($4, ''), $5)
       ON CONFLICT (agent_id) DO UPDATE SET messaging_channel_id = $2,
         channel_secret_sealed = coalesce($3, agent_line_settings.channel_secret_sealed),
         access_token_sealed = coalesce($4, agent_line_settings.access_token_sealed),
         staff_group_id = $5, updated_at = now()`,
      [agentId, body.channel_id, secret, token, body.staff_group_id],
    );
    const after = await officialAccountView(q, box, agentId);
    const { joined_groups: _joined, ...audited } = after;
    await auditAs(q, by.meta, by.actor, {
      action: 'content.line_official_account',
      targetType: 'agent',
      targetId: agentId,
      before,
      after: audited,
    });
    return after;
  });
};
