import type { GameAdmin, GameInput, ProviderAdmin, ProviderInput } from '@contract/admin/games';
import { findSeamlessProvider } from '@server/games/seamless/seamless-repository';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** Providers with how many of their games the agent offers. */
export const listProvidersAdmin = async (q: Queryable, agentId: number) =>
  (
    await q.query<ProviderAdmin>(
      `SELECT p.id, p.code, p.name, p.logo, p.status, p.sort, count(g.id)::int AS game_count,
              count(ag.game_id) FILTER (WHERE ag.enabled)::int AS enabled_count
         FROM game_providers p
         LEFT JOIN games g ON g.provider_id = p.id
         LEFT JOIN agent_games ag ON ag.game_id = g.id AND ag.agent_id = $1
        GROUP BY p.id ORDER BY p.sort, p.id`,
      [agentId],
    )
  ).rows;

/** The whole catalogue with the agent's choices (a game the agent never offered is listed as disabled). */
export const listGamesAdmin = async (
  q: Queryable,
  agentId: number,
  filter: { provider?: string; category?: string; q?: string },
) => {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return (
    await q.query<GameAdmin>(
      `SELECT g.id, g.code, g.name, p.code AS provider_code, g.category, g.image, g.status,
              COALESCE(ag.enabled, false) AS enabled, COALESCE(ag.hot, false) AS hot,
              COALESCE(ag.sort, g.sort) AS sort
         FROM games g JOIN game_providers p ON p.id = g.provider_id
         LEFT JOIN agent_games ag ON ag.game_id = g.id AND ag.agent_id = $1
        WHERE ($2::text IS NULL OR p.code = $2) AND ($3::text IS NULL OR g.category = $3)
          AND ($4::text IS NULL OR g.name ILIKE $4 OR g.code ILIKE $4)
        ORDER BY COALESCE(ag.sort, g.sort), g.id LIMIT 500`,
      [agentId, filter.provider ?? null, filter.category ?? null, like],
    )
  ).rows;
};

/**
 * A provider's status and order. The provider row is the platform's (every agent of this deployment sees the
 * change); 'maintenance' greys its games out, 'disabled' hides them. With `was`, refused under the row's lock
 * when the provider changed since the editor read it (GAME_EDIT_CONFLICT). Lobbies read the catalogue on every
 * request (no server memo), so the change shows at the members' next list.
 */
export const saveProvider = async (db: Db, by: ByStaff, id: number, input: ProviderInput) => {
  const saved = await db.tx(async (q) => {
    const { rows } = await q.query<{ status: string; sort: number; code: string }>(
      `SELECT status, sort, code FROM game_providers WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const { code, ...before } = rows[0] ?? fail('ADMIN_GAME_NOT_FOUND');
    const { was, ...after } = input;
    if (was && (was.status !== before.status || was.sort !== before.sort)) fail('GAME_EDIT_CONFLICT');
    await q.query(`UPDATE game_providers SET status = $2, sort = $3 WHERE id = $1`, [
      id,
      after.status,
      after.sort,
    ]);
    await auditAs(q, by.meta, by.actor, {
      action: 'games.provider.update',
      targetType: 'game_provider',
      targetId: id,
      before,
      after,
    });
    return { code, provider: (await listProvidersAdmin(q, by.actor.agentId)).find((p) => p.id === id)! };
  });
  // Seamless calls keep the provider for a few seconds: once committed, this server reads it again at once.
  findSeamlessProvider.forget(db, saved.code);
  return saved.provider;
};

/**
 * The agent's choice for one game: offered or not, hot or not, its order. One upsert under the game row's lock,
 * audited; with `was`, refused when the game changed since the editor read it (GAME_EDIT_CONFLICT).
 */
export const saveAgentGame = (db: Db, by: ByStaff, id: number, input: GameInput) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    // The game row's lock first, then the agent's row read by a statement of its own: a read that waited for the
    // lock in the same statement would see the agent's row as it was before the other save (its snapshot).
    const locked = await q.query(`SELECT 1 FROM games WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.rows.length === 0) fail('ADMIN_GAME_NOT_FOUND');
    const { rows } = await q.query<{ enabled: boolean | null; hot: boolean | null; sort: number | null }>(
      `SELECT ag.enabled, ag.hot, ag.sort FROM games g
         LEFT JOIN agent_games ag ON ag.game_id = g.id AND ag.agent_id = $2
        WHERE g.id = $1`,
      [id, agentId],
    );
    const before = rows[0]!;
    const { was, ...after } = input;
    // Under the game row's lock: what the editor saw (a game never offered reads as off, not hot, its own order).
    const seen = { enabled: before.enabled ?? false, hot: before.hot ?? false, sort: before.sort };
    if (
      was &&
      (was.enabled !== seen.enabled || was.hot !== seen.hot || (seen.sort !== null && was.sort !== seen.sort))
    )
      fail('GAME_EDIT_CONFLICT');
    await q.query(
      `INSERT INTO agent_games (agent_id, game_id, enabled, hot, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (agent_id, game_id) DO UPDATE SET enabled = $3, hot = $4, sort = $5`,
      [agentId, id, after.enabled, after.hot, after.sort],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'games.game.update',
      targetType: 'game',
      targetId: id,
      before,
      after,
    });
    return (await listGamesAdmin(q, agentId, {})).find((g) => g.id === id)!;
  });
