import type { GameCategory, GameItem, GameListCategory, ProviderItem } from '@contract/game';
import type { Queryable } from '@server/db/db';

export type GameRow = {
  id: number;
  code: string;
  name: string;
  provider_id: number;
  provider_code: string;
  provider_name: string;
  adapter: string;
  sub_code: string;
  category: GameCategory;
  image: string;
  hot: boolean;
  rtp: string | number | null;
  demo: boolean;
  status: 'active' | 'maintenance';
};

/**
 * The agent's offered games: enabled for the agent, neither the game nor its provider nor its studio disabled.
 * `$1` is the agent's id; callers append their own conditions with `AND`.
 */
export const agentGamesSql = `
  SELECT g.id, g.code, g.name, p.id AS provider_id, p.code AS provider_code, p.name AS provider_name, p.adapter,
         COALESCE(sp.code, '') AS sub_code, g.category, g.image, ag.hot, g.rtp, g.demo,
         CASE WHEN g.status = 'active' AND p.status = 'active' THEN 'active' ELSE 'maintenance' END AS status
    FROM agent_games ag
    JOIN games g ON g.id = ag.game_id
    JOIN game_providers p ON p.id = g.provider_id
    LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
   WHERE ag.agent_id = $1 AND ag.enabled AND g.status <> 'disabled' AND p.status <> 'disabled'
     AND (sp.id IS NULL OR sp.status <> 'disabled')`;

export const toItem = (row: GameRow): GameItem => ({
  game_id: row.code,
  name: row.name,
  provider_id: row.provider_code,
  provider_name: row.provider_name,
  sub_provider_id: row.sub_code,
  category: row.category,
  image: row.image,
  is_hot: row.hot,
  rtp: row.rtp === null ? null : Number(row.rtp),
  demo: row.demo,
  status: row.status,
});

export type GameListFilter = {
  category?: GameListCategory;
  categories?: GameCategory[];
  provider?: string;
  limit: number;
  memberId?: number;
};

export const listGames = async (
  q: Queryable,
  agentId: number,
  filter: GameListFilter,
): Promise<GameItem[]> => {
  if (filter.category === 'last' && !filter.memberId) return [];
  const params: unknown[] = [agentId];
  const where: string[] = [];
  let join = '';
  let order = 'ag.sort, g.id';
  if (filter.category === 'hot') where.push('ag.hot');
  else if (filter.category === 'last') {
    params.push(filter.memberId);
    join = `JOIN game_last_played lp ON lp.game_id = g.id AND lp.member_id = $${params.length}`;
    order = 'lp.played_at DESC';
  } else if (filter.category) {
    params.push(filter.category);
    where.push(`g.category = $${params.length}`);
  }
  if (filter.categories) {
    params.push(filter.categories);
    where.push(`g.category = ANY($${params.length}::text[])`);
  }
  if (filter.provider) {
    params.push(filter.provider);
    where.push(`p.code = $${params.length}`);
  }
  params.push(filter.limit);
  const sql = agentGamesSql.replace('WHERE ag.agent_id', `${join} WHERE ag.agent_id`);
  const { rows } = await q.query<GameRow>(
    `${sql} ${where.map((clause) => `AND ${clause}`).join(' ')} ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toItem);
};

export type LaunchableGame = GameRow;

/** One game of the agent's catalogue by its code and its provider's code, or null. */
export const findAgentGame = async (
  q: Queryable,
  agentId: number,
  gameCode: string,
  providerCode: string,
): Promise<LaunchableGame | null> => {
  const { rows } = await q.query<GameRow>(`${agentGamesSql} AND g.code = $2 AND p.code = $3`, [
    agentId,
    gameCode,
    providerCode,
  ]);
  return rows[0] ?? null;
};

/** The providers offering the agent's games (of one category when asked), with their sub-providers. */
export const listProviders = async (
  q: Queryable,
  agentId: number,
  category?: GameCategory,
): Promise<ProviderItem[]> => {
  const { rows } = await q.query<{
    code: string;
    name: string;
    logo: string;
    status: 'active' | 'maintenance';
    game_count: number;
    subs: { sub_provider_id: string; name: string; logo: string }[] | null;
  }>(
    `SELECT p.code, p.name, p.logo, CASE WHEN p.status = 'active' THEN 'active' ELSE 'maintenance' END AS status,
            count(*)::int AS game_count,
            (SELECT json_agg(json_build_object('sub_provider_id', sp.code, 'name', sp.name, 'logo', sp.logo)
                             ORDER BY sp.sort, sp.id)
               FROM game_sub_providers sp WHERE sp.provider_id = p.id AND sp.status <> 'disabled') AS subs
       FROM agent_games ag JOIN games g ON g.id = ag.game_id JOIN game_providers p ON p.id = g.provider_id
       LEFT JOIN game_sub_providers gs ON gs.id = g.sub_provider_id
      WHERE ag.agent_id = $1 AND ag.enabled AND g.status <> 'disabled' AND p.status <> 'disabled'
        AND (gs.id IS NULL OR gs.status <> 'disabled')
        AND ($2::text IS NULL OR g.category = $2)
      GROUP BY p.id ORDER BY p.sort, p.id`,
    [agentId, category ?? null],
  );
  return rows.map((row) => ({
    provider_id: row.code,
    name: row.name,
    logo: row.logo,
    status: row.status,
    game_count: row.game_count,
    sub_providers: row.subs ?? [],
  }));
};
