import type { GameCategory, GameItem } from '@contract/game';
import { FAVOURITES_LIMIT } from '@contract/game-lobby';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { agentGamesSql, toItem, type GameRow } from './catalogue-repository';

/** The advisory lock class of a member's favourites (two-int form): adds of one member wait for each other. */
const FAVOURITES_LOCK_CLASS = 4450;

type FavouriteRef = { agentId: number; memberId: number; gameCode: string; providerCode: string };

/**
 * A member's heart on a game (issue 30): added or taken out, the same answer however often it is sent. An add
 * counts the member's favourites and inserts in one statement, under the member's advisory lock so that
 * parallel adds cannot pass FAVOURITES_LIMIT together (each statement's snapshot is taken after the lock).
 * Only a game the member's agent offers can be added; any can be taken out.
 */
export const setFavourite = async (
  db: Db,
  ref: FavouriteRef,
  favourite: boolean,
): Promise<{ favourite: boolean; count: number }> => {
  if (!favourite) {
    const { rows } = await db.query<{ count: number }>(
      `WITH gone AS (
         DELETE FROM game_favourites f USING games g, game_providers p
          WHERE f.member_id = $1 AND g.id = f.game_id AND p.id = g.provider_id AND g.code = $2 AND p.code = $3
         RETURNING 1)
       SELECT ((SELECT count(*) FROM game_favourites WHERE member_id = $1) - (SELECT count(*) FROM gone))::int
              AS count`,
      [ref.memberId, ref.gameCode, ref.providerCode],
    );
    return { favourite: false, count: rows[0]!.count };
  }
  const row = await db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(${FAVOURITES_LOCK_CLASS}, ($1::bigint % 2147483647)::int)`, [
      ref.memberId,
    ]);
    const { rows } = await q.query<{ found: number; added: number; already: number; before: number }>(
      `WITH game AS (SELECT id FROM (${agentGamesSql} AND g.code = $2 AND p.code = $3) v),
       added AS (
         INSERT INTO game_favourites (member_id, game_id)
         SELECT $4, game.id FROM game
          WHERE (SELECT count(*) FROM game_favourites WHERE member_id = $4) < $5
         ON CONFLICT DO NOTHING RETURNING 1)
       SELECT (SELECT count(*) FROM game)::int AS found, (SELECT count(*) FROM added)::int AS added,
              (SELECT count(*) FROM game_favourites f JOIN game ON game.id = f.game_id WHERE f.member_id = $4)::int
                AS already,
              (SELECT count(*) FROM game_favourites WHERE member_id = $4)::int AS before`,
      [ref.agentId, ref.gameCode, ref.providerCode, ref.memberId, FAVOURITES_LIMIT],
    );
    return rows[0]!;
  });
  if (row.found === 0) return fail('GAME_NOT_FOUND', { game_id: ref.gameCode });
  if (row.added === 1) return { favourite: true, count: row.before + 1 };
  if (row.already === 1) return { favourite: true, count: row.before };
  return fail('GAME_FAVOURITES_FULL', { limit: FAVOURITES_LIMIT });
};

/** The member's favourite games the agent still offers, the latest added first (bounded by FAVOURITES_LIMIT). */
export const listFavourites = async (
  q: Queryable,
  agentId: number,
  memberId: number,
  categories: GameCategory[] | undefined,
): Promise<GameItem[]> => {
  const { rows } = await q.query<GameRow>(
    `SELECT v.* FROM (${agentGamesSql}) v
       JOIN game_favourites f ON f.game_id = v.id AND f.member_id = $2
      WHERE $3::text[] IS NULL OR v.category = ANY($3::text[])
      ORDER BY f.created_at DESC, v.id DESC
      LIMIT $4`,
    [agentId, memberId, categories ?? null, FAVOURITES_LIMIT],
  );
  return rows.map(toItem);
};
