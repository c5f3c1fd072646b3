import { createHash } from 'node:crypto';
import {
  richMenuKinds,
  richMenuLayouts,
  type RichMenuAction,
  type RichMenuBody,
  type RichMenuDraft,
  type RichMenuKind,
  type RichMenuState,
} from '@contract/admin/rich-menus';
import { liffLocalPath, liffScreens } from '@contract/liff-screens';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { bytesOfDataUrl, checkRichMenuImage, type RichMenuImage } from '../image';
import { publicationsOf } from '../publications';

type DraftRow = {
  kind: RichMenuKind;
  name: string;
  chat_bar_text: string;
  layout: RichMenuDraft['layout'];
  actions: RichMenuAction[];
  image_mime: 'image/jpeg' | 'image/png' | null;
  image_width: number | null;
  image_height: number | null;
  image_bytes: number | null;
  version: number;
  updated_at: Date | string;
  image?: Buffer | Uint8Array | null;
};

const columns = `kind, name, chat_bar_text, layout, actions, image_mime, image_width, image_height,
                 octet_length(image) AS image_bytes, version, updated_at`;

/** A draft's row; with `image` its bytes too (publishing and the editor read them, the list does not). */
export const draftRowOf = async (q: Queryable, agentId: number, kind: RichMenuKind, { image = false } = {}) =>
  (
    await q.query<DraftRow>(
      `SELECT ${columns}${image ? ', image' : ''} FROM line_rich_menus WHERE agent_id = $1 AND kind = $2`,
      [agentId, kind],
    )
  ).rows[0] ?? null;

const draftOf = (row: DraftRow): RichMenuDraft => ({
  kind: row.kind,
  name: row.name,
  chat_bar_text: row.chat_bar_text,
  layout: row.layout,
  actions: row.actions,
  image:
    row.image_mime && row.image_width && row.image_height
      ? {
          mime: row.image_mime,
          width: row.image_width,
          height: row.image_height,
          bytes: row.image_bytes ?? 0,
        }
      : null,
  image_data_url:
    row.image && row.image_mime
      ? `data:${row.image_mime};base64,${Buffer.from(row.image).toString('base64')}`
      : null,
  version: row.version,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Both kinds as the console lists them: the draft without its image, and what LINE shows. */
export const listRichMenus = async (q: Queryable, agentId: number): Promise<RichMenuState[]> =>
  Promise.all(
    richMenuKinds.map(async (kind) => {
      const row = await draftRowOf(q, agentId, kind);
      return { kind, draft: row ? draftOf(row) : null, ...(await publicationsOf(q, agentId, kind)) };
    }),
  );

/** One draft with its image (the editor), or null when the kind has none yet. */
export const richMenuDraftOf = async (q: Queryable, agentId: number, kind: RichMenuKind) => {
  const row = await draftRowOf(q, agentId, kind, { image: true });
  return row ? draftOf(row) : null;
};

/** One action per area; a LIFF screen of the builder's list with its parameters well formed. */
const checkActions = (actions: RichMenuAction[], areas: number) => {
  if (actions.length !== areas) fail('RICH_MENU_INVALID');
  for (const action of actions) {
    if (action.type !== 'liff') continue;
    const screen = liffScreens.find((s) => s.id === action.screen);
    if (!screen || liffLocalPath(screen, action.params) === null) fail('RICH_MENU_SCREEN_UNKNOWN');
  }
};

const sha256 = (bytes: Buffer | Uint8Array | null | undefined) =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : null;

/**
 * Saves the kind's draft (a new image checked on its bytes, else the stored one checked against the layout),
 * bumping its version. Under the draft's row lock (a new draft: the agent's lock), audited with what it was and
 * is (the image as its hash, never the bytes). LINE is not called: publishing is a separate step.
 */
export const saveRichMenuDraft = async (db: Db, by: ByStaff, kind: RichMenuKind, body: RichMenuBody) => {
  const layout = richMenuLayouts[body.layout];
  checkActions(body.actions, layout.areas.length);
  let image: RichMenuImage | null = null;
  if (body.image !== undefined) {
    const bytes = bytesOfDataUrl(body.image);
    if (!bytes || bytes.length === 0) return fail('RICH_MENU_IMAGE_TYPE');
    image = checkRichMenuImage(bytes, layout);
  }
  const agentId = by.actor.agentId;
  return db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('line_rich_menus'), $1)`, [agentId]);
    const before = await draftRowOf(q, agentId, kind, { image: true });
    if (!image && before?.image) checkRichMenuImage(Buffer.from(before.image), layout);
    await q.query(
      `INSERT INTO line_rich_menus (agent_id, kind, name, chat_bar_text, layout, actions, image, image_mime,
                                    image_width, image_height)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (agent_id, kind) DO UPDATE SET name = $3, chat_bar_text = $4, layout = $5, actions = $6,
         image = coalesce($7, line_rich_menus.image), image_mime = coalesce($8, line_rich_menus.image_mime),
         image_width = coalesce($9, line_rich_menus.image_width),
         image_height = coalesce($10, line_rich_menus.image_height),
         version = line_rich_menus.version + 1, updated_at = now()`,
      [
        agentId,
        kind,
        body.name,
        body.chat_bar_text,
        body.layout,
        JSON.stringify(body.actions),
        image?.bytes ?? null,
        image?.mime ?? null,
        image?.width ?? null,
        image?.height ?? null,
      ],
    );
    const after = (await draftRowOf(q, agentId, kind, { image: true }))!;
    const audited = (row: DraftRow | null) =>
      row && {
        name: row.name,
        chat_bar_text: row.chat_bar_text,
        layout: row.layout,
        actions: row.actions,
        image_sha256: sha256(row.image),
        version: row.version,
      };
    await auditAs(q, by.meta, by.actor, {
      action: 'line.rich_menu_save',
      targetType: 'line_rich_menu',
      targetId: kind,
      before: audited(before),
      after: audited(after),
    });
    return draftOf(after);
  });
};
