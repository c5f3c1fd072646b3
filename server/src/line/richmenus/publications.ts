import type { RichMenuKind, RichMenuPublication } from '@contract/admin/rich-menus';
import type { Queryable } from '@server/db/db';

export type PublicationRow = {
  id: string;
  agent_id: number;
  kind: RichMenuKind;
  version: number;
  body: Record<string, unknown>;
  status: RichMenuPublication['status'];
  line_rich_menu_id: string;
  image_uploaded: boolean;
  created_by: string;
  created_at: Date | string;
  published_at: Date | string | null;
  rolled_back_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const publicationOf = (row: PublicationRow): RichMenuPublication => ({
  id: Number(row.id),
  version: row.version,
  status: row.status,
  line_rich_menu_id: row.line_rich_menu_id,
  image_uploaded: row.image_uploaded,
  created_at: iso(row.created_at)!,
  published_at: iso(row.published_at),
  rolled_back_at: iso(row.rolled_back_at),
  created_by: row.created_by,
});

/** The kind's publication in a status (`live` and `creating` are one at most, by their unique indexes). */
export const publicationIn = async (
  q: Queryable,
  agentId: number,
  kind: RichMenuKind,
  status: 'live' | 'creating',
): Promise<PublicationRow | null> =>
  (
    await q.query<PublicationRow>(
      `SELECT * FROM line_rich_menu_publications WHERE agent_id = $1 AND kind = $2 AND status = $3`,
      [agentId, kind, status],
    )
  ).rows[0] ?? null;

/** What a rollback brings back: the newest superseded publication (its menu is still at LINE). */
export const previousPublication = async (q: Queryable, agentId: number, kind: RichMenuKind) =>
  (
    await q.query<PublicationRow>(
      `SELECT * FROM line_rich_menu_publications WHERE agent_id = $1 AND kind = $2 AND status = 'superseded'
        ORDER BY published_at DESC, id DESC LIMIT 1`,
      [agentId, kind],
    )
  ).rows[0] ?? null;

/** The kind's state at LINE for the console: live, stopped midway, the rollback target, the last ten. */
export const publicationsOf = async (q: Queryable, agentId: number, kind: RichMenuKind) => {
  const { rows } = await q.query<PublicationRow>(
    `SELECT * FROM line_rich_menu_publications WHERE agent_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 10`,
    [agentId, kind],
  );
  const live = await publicationIn(q, agentId, kind, 'live');
  const pending = await publicationIn(q, agentId, kind, 'creating');
  const previous = await previousPublication(q, agentId, kind);
  return {
    live: live && publicationOf(live),
    pending: pending && publicationOf(pending),
    previous: previous && publicationOf(previous),
    history: rows.map(publicationOf),
  };
};

/** LINE's id of the kind's live menu, or null: what a member's link resolves to when it is sent. */
export const liveRichMenuId = async (q: Queryable, agentId: number, kind: RichMenuKind) =>
  (await publicationIn(q, agentId, kind, 'live'))?.line_rich_menu_id || null;
