import type { GameCategory } from '@contract/game';
import {
  GAME_SEARCH_LIMIT,
  LOBBY_SHELF_SIZE,
  NEW_GAME_DAYS,
  type GamePage,
  type GameSearch,
  type GamePageQuery,
  type StudioItem,
} from '@contract/game-lobby';
import type { Queryable } from '@server/db/db';
import { agentGamesSql, toItem, type GameRow } from './catalogue-repository';

/**
 * The lobby of hundreds of games (issue 30): studio tabs, pages of the grid, the new shelf and search, each over
 * the agent's offered games (`agentGamesSql`: nothing disabled, whether game, provider or studio).
 */

/** The studio tabs: each studio with games in the lobby's categories; a provider's games without a studio are one tab. */
export const listStudios = async (
  q: Queryable,
  agentId: number,
  categories: GameCategory[] | undefined,
): Promise<StudioItem[]> => {
  const { rows } = await q.query<StudioItem>(
    `SELECT p.code AS provider_id, COALESCE(sp.code, '') AS studio_id, COALESCE(sp.name, p.name) AS name,
            COALESCE(NULLIF(sp.logo, ''), p.logo) AS logo, count(*)::int AS game_count
       FROM agent_games ag
       JOIN games g ON g.id = ag.game_id
       JOIN game_providers p ON p.id = g.provider_id
       LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
      WHERE ag.agent_id = $1 AND ag.enabled AND g.status <> 'disabled' AND p.status <> 'disabled'
        AND (sp.id IS NULL OR sp.status <> 'disabled')
        AND ($2::text[] IS NULL OR g.category = ANY($2::text[]))
      GROUP BY p.id, sp.id
      ORDER BY p.sort, p.id, sp.sort NULLS FIRST, sp.id NULLS FIRST`,
    [agentId, categories ?? null],
  );
  return rows;
};

type Filter = Pick<GamePageQuery, 'categories' | 'provider' | 'studio'>;

/** The conditions of a filter, appended to `agentGamesSql` after `params` (which holds the agent's id first). */
const conditions = (filter: Filter, params: unknown[]) => {
  const where: string[] = [];
  if (filter.categories) {
    params.push(filter.categories);
    where.push(`g.category = ANY($${params.length}::text[])`);
  }
  if (filter.provider) {
    params.push(filter.provider);
    where.push(`p.code = $${params.length}`);
  }
  if (filter.studio !== undefined) {
    params.push(filter.studio);
    where.push(`COALESCE(sp.code, '') = $${params.length}`);
  }
  return where.map((clause) => ` AND ${clause}`).join('');
};

/** A page of the grid (the lobby's order, hot games, or new ones) with the size of the whole list. */
export const listGamePage = async (
  q: Queryable,
  agentId: number,
  query: Pick<GamePageQuery, 'categories' | 'provider' | 'studio' | 'shelf' | 'offset' | 'limit'>,
  now: Date,
): Promise<GamePage> => {
  const params: unknown[] = [agentId];
  let where = conditions(query, params);
  let rank = 'v.ag_sort, v.id';
  let keep = 'true';
  if (query.shelf === 'hot') where += ' AND ag.hot';
  if (query.shelf === 'new') {
    // Released in the last NEW_GAME_DAYS days (Thai date), or else at least the newest few.
    where += ' AND g.released_at IS NOT NULL';
    rank = 'v.released_at DESC, v.id DESC';
    params.push(now.toISOString(), NEW_GAME_DAYS, LOBBY_SHELF_SIZE);
    const [at, days, few] = [params.length - 2, params.length - 1, params.length];
    keep = `(released_at >= ($${at}::timestamptz AT TIME ZONE 'Asia/Bangkok')::date - $${days}::int OR rn <= $${few})`;
  }
  params.push(query.offset, query.limit);
  const { rows } = await q.query<GameRow & { total: number }>(
    `WITH listed AS (
       SELECT v.*, row_number() OVER (ORDER BY ${rank}) AS rn
         FROM (${agentGamesSql.replace('SELECT g.id,', 'SELECT ag.sort AS ag_sort, g.released_at, g.id,')}${where}) v),
     kept AS (SELECT * FROM listed WHERE ${keep})
     SELECT kept.*, (SELECT count(*) FROM kept)::int AS total
       FROM kept ORDER BY rn OFFSET $${params.length - 1} LIMIT $${params.length}`,
    params,
  );
  if (rows[0]) return { games: rows.map(toItem), total: rows[0].total };
  if (query.offset === 0) return { games: [], total: 0 };
  // Past the end: the size is still what the grid needs.
  const again = await listGamePage(q, agentId, { ...query, offset: 0, limit: 1 }, now);
  return { games: [], total: again.total };
};

/** How a name is compared: lower case, no spaces (Thai letters, vowels and tone marks as typed). */
export const searchKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const keyOf = (column: string) => `replace(lower(${column}), ' ', '')`;

/** Games whose Thai or English name holds the words typed, names starting with them first; bounded. */
export const searchGames = async (
  q: Queryable,
  agentId: number,
  needle: string,
  categories: GameCategory[] | undefined,
): Promise<GameSearch> => {
  const params: unknown[] = [agentId];
  const where = conditions({ categories }, params);
  params.push(needle, GAME_SEARCH_LIMIT + 1);
  const [n, limit] = [params.length - 1, params.length];
  const sql = agentGamesSql.replace('SELECT g.id,', `SELECT ag.sort AS ag_sort, g.name_en, g.id,`);
  const { rows } = await q.query<GameRow>(
    `SELECT * FROM (${sql}${where}) v
      WHERE strpos(${keyOf('v.name')}, $${n}) > 0 OR strpos(${keyOf('v.name_en')}, $${n}) > 0
      ORDER BY (strpos(${keyOf('v.name')}, $${n}) = 1 OR strpos(${keyOf('v.name_en')}, $${n}) = 1) DESC,
               v.ag_sort, v.id
      LIMIT $${limit}`,
    params,
  );
  return { games: rows.slice(0, GAME_SEARCH_LIMIT).map(toItem), more: rows.length > GAME_SEARCH_LIMIT };
};
