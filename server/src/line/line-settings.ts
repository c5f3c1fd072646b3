import { LIFF_ID_PATTERN, type LineSettings, type LineSettingsBody } from '@contract/admin/line-settings';
import { liffAppNames, type LiffAppName } from '@contract/liff-config';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
// The file sits at the repository root by the design card (the LIFF app reads the same file at build): the
// defaults of every agent that has not set its own.
// eslint-disable-next-line no-restricted-imports
import liffConfig from '../../../liff.config.json';

export type LiffConfig = { channelId: string; apps: Record<string, string> };
const fileConfig: LiffConfig = liffConfig;

type Row = { channel_id: string; liff_apps: Record<string, string>; updated_at: Date | string };

const rowOf = async (q: Queryable, agentId: number) =>
  (
    await q.query<Row>(
      `SELECT channel_id, liff_apps, updated_at FROM agent_line_settings WHERE agent_id = $1`,
      [agentId],
    )
  ).rows[0] ?? null;

const appsOf = (pick: (name: LiffAppName) => string) =>
  Object.fromEntries(liffAppNames.map((name) => [name, pick(name)])) as Record<LiffAppName, string>;

/**
 * The agent's LINE settings as stored and as in effect: its own value where set, else the default (the LIFF ids
 * of liff.config.json; the channel id of LINE_CHANNEL_ID, else of the file).
 */
export const lineSettingsOf = async (
  q: Queryable,
  agentId: number,
  defaultChannelId: string,
): Promise<LineSettings> => {
  const row = await rowOf(q, agentId);
  const own = (name: LiffAppName) => String(row?.liff_apps[name] ?? '');
  return {
    channel_id: row?.channel_id ?? '',
    liff_apps: appsOf(own),
    effective_channel_id: row?.channel_id || defaultChannelId || fileConfig.channelId,
    effective_liff_apps: appsOf((name) => own(name) || fileConfig.apps[name] || ''),
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
};

/** The agent's own LINE channel id ('' when not set: the server's LINE_CHANNEL_ID is the audience). */
export const agentChannelIdOf = async (q: Queryable, agentId: number) =>
  (await rowOf(q, agentId))?.channel_id ?? '';

/** What the LIFF pages and the deep links use: the agent's LIFF ids in effect. */
export const liffConfigOf = async (
  q: Queryable,
  agentId: number,
  defaultChannelId: string,
): Promise<LiffConfig> => {
  const settings = await lineSettingsOf(q, agentId, defaultChannelId);
  return { channelId: settings.effective_channel_id, apps: settings.effective_liff_apps };
};

/** The owner's change: each value empty (the default) or in LINE's format; audited with before and after. */
export const saveLineSettings = (db: Db, by: ByStaff, body: LineSettingsBody, defaultChannelId: string) => {
  const apps = appsOf((name) => body.liff_apps[name] ?? '');
  const wrong = Object.values(apps).some((id) => id !== '' && !LIFF_ID_PATTERN.test(id));
  if (wrong || !/^(\d{10})?$/.test(body.channel_id)) fail('LINE_SETTINGS_INVALID');
  return db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('agent_line_settings'), $1)`, [by.actor.agentId]);
    const before = await lineSettingsOf(q, by.actor.agentId, defaultChannelId);
    await q.query(
      `INSERT INTO agent_line_settings (agent_id, channel_id, liff_apps) VALUES ($1, $2, $3)
       ON CONFLICT (agent_id) DO UPDATE SET channel_id = $2, liff_apps = $3, updated_at = now()`,
      [by.actor.agentId, body.channel_id, JSON.stringify(apps)],
    );
    const after = await lineSettingsOf(q, by.actor.agentId, defaultChannelId);
    await auditAs(q, by.meta, by.actor, {
      action: 'content.line_settings',
      targetType: 'agent',
      targetId: by.actor.agentId,
      before: { channel_id: before.channel_id, liff_apps: before.liff_apps },
      after: { channel_id: after.channel_id, liff_apps: after.liff_apps },
    });
    return after;
  });
};
