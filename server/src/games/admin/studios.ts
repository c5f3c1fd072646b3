import type { GameAdmin } from '@contract/admin/games';
import type { GgrShare, GgrShareInput, StudioAdmin, StudioInput } from '@contract/admin/game-studios';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * Studios (`game_sub_providers`) for the console's providers page, with how many games each has in the catalogue
 * and how many of them the agent offers; in the lobby's order (provider, then studio).
 */
const STUDIOS = `
  SELECT sp.id, sp.provider_id, p.code AS provider_code, sp.code, sp.name, sp.logo, sp.status, sp.sort,
         count(g.id)::int AS game_count, count(ag.game_id) FILTER (WHERE ag.enabled)::int AS enabled_count
    FROM game_sub_providers sp
    JOIN game_providers p ON p.id = sp.provider_id
    LEFT JOIN games g ON g.sub_provider_id = sp.id
    LEFT JOIN agent_games ag ON ag.game_id = g.id AND ag.agent_id = $1`;

export const listStudios = async (q: Queryable, agentId: number, provider?: string) =>
  (
    await q.query<StudioAdmin>(
      `${STUDIOS} WHERE ($2::text IS NULL OR p.code = $2)
        GROUP BY sp.id, p.id ORDER BY p.sort, p.id, sp.sort, sp.id`,
      [agentId, provider ?? null],
    )
  ).rows;

/** A studio's games with the agent's choices (a game the agent never offered is listed as disabled). */
export const listStudioGames = async (q: Queryable, agentId: number, studioId: number) =>
  (
    await q.query<GameAdmin>(
      `SELECT g.id, g.code, g.name, p.code AS provider_code, g.category, g.image, g.status,
              COALESCE(ag.enabled, false) AS enabled, COALESCE(ag.hot, false) AS hot,
              COALESCE(ag.sort, g.sort) AS sort
         FROM games g JOIN game_providers p ON p.id = g.provider_id
         LEFT JOIN agent_games ag ON ag.game_id = g.id AND ag.agent_id = $1
        WHERE g.sub_provider_id = $2
        ORDER BY COALESCE(ag.sort, g.sort), g.id LIMIT 2000`,
      [agentId, studioId],
    )
  ).rows;

const LOGO = /^(https:\/\/|\/)[^\s"'<>]{0,499}$/;

/**
 * A studio's status, order and logo. One UPDATE that matches only the values the editor saw (`was`): a change
 * made meanwhile by someone else leaves the row as it is and the save is refused with GAME_EDIT_CONFLICT, so no
 * edit is lost. A disabled studio's games leave the member lobby at the next list (`agentGamesSql`).
 */
export const saveStudio = (db: Db, by: ByStaff, id: number, input: StudioInput) => {
  if (input.logo !== '' && !LOGO.test(input.logo)) fail('GAME_LOGO_INVALID');
  return db.tx(async (q) => {
    const { was, ...after } = input;
    const { rowCount } = await q.query(
      `UPDATE game_sub_providers SET status = $2, sort = $3, logo = $4
        WHERE id = $1 AND status = $5 AND sort = $6 AND logo = $7`,
      [id, after.status, after.sort, after.logo, was.status, was.sort, was.logo],
    );
    if (rowCount === 0) {
      const { rows } = await q.query(`SELECT 1 FROM game_sub_providers WHERE id = $1`, [id]);
      fail(rows.length === 0 ? 'GAME_STUDIO_NOT_FOUND' : 'GAME_EDIT_CONFLICT');
    }
    await auditAs(q, by.meta, by.actor, {
      action: 'games.studio.update',
      targetType: 'game_sub_provider',
      targetId: id,
      before: was,
      after,
    });
    const { rows } = await q.query<StudioAdmin>(`${STUDIOS} WHERE sp.id = $2 GROUP BY sp.id, p.id`, [
      by.actor.agentId,
      id,
    ]);
    return rows[0]!;
  });
};

/** Shares of GGR owed to a provider (percent), the provider's own (studio null) and its studios'. */
export const listGgrShares = async (q: Queryable, providerId: number) =>
  (
    await q.query<GgrShare>(
      `SELECT provider_id, sub_provider_id, share_bp / 100.0 AS percent FROM game_ggr_shares
        WHERE provider_id = $1 ORDER BY sub_provider_id NULLS FIRST`,
      [providerId],
    )
  ).rows.map((row) => ({ ...row, percent: Number(row.percent) }));

/** Percent with at most two decimals, 0 to 100, as basis points; anything else GAME_SHARE_INVALID. */
const basisPoints = (percent: number) => {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || bp < 0 || bp > 10_000 || Math.abs(bp - percent * 100) > 1e-6)
    return fail('GAME_SHARE_INVALID');
  return bp;
};

/** Sets a share (one upsert on the unique (provider, studio) key: parallel saves end with one row), audited. */
export const saveGgrShare = (db: Db, by: ByStaff, providerId: number, input: GgrShareInput) => {
  const bp = basisPoints(input.percent);
  return db.tx(async (q) => {
    const { rows: found } = await q.query(
      `SELECT 1 FROM game_providers p
        WHERE p.id = $1 AND ($2::int IS NULL OR EXISTS
              (SELECT 1 FROM game_sub_providers sp WHERE sp.id = $2 AND sp.provider_id = p.id))`,
      [providerId, input.sub_provider_id],
    );
    if (found.length === 0)
      fail(input.sub_provider_id === null ? 'ADMIN_GAME_NOT_FOUND' : 'GAME_STUDIO_NOT_FOUND');
    const { rows } = await q.query<{ before: number | null }>(
      `WITH old AS (SELECT share_bp FROM game_ggr_shares
                     WHERE provider_id = $1 AND COALESCE(sub_provider_id, 0) = COALESCE($2::int, 0))
       INSERT INTO game_ggr_shares (provider_id, sub_provider_id, share_bp) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id, COALESCE(sub_provider_id, 0))
       DO UPDATE SET share_bp = EXCLUDED.share_bp, updated_at = now()
       RETURNING (SELECT share_bp FROM old) AS before`,
      [providerId, input.sub_provider_id, bp],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'games.ggr_share.update',
      targetType: 'game_provider',
      targetId: providerId,
      before: { sub_provider_id: input.sub_provider_id, share_bp: rows[0]?.before ?? null },
      after: { sub_provider_id: input.sub_provider_id, share_bp: bp },
    });
    return listGgrShares(q, providerId);
  });
};
