import type { GameCategory, LobbyConfig } from '@contract/game';
import { lobbyConfig } from '@contract/game';
import type { Queryable } from '@server/db/db';

/**
 * The lobby pages and what each shows. An agent may override a lobby with a row in `lobby_configs`;
 * any other key (`/lobby/<name>`) falls back to the whole catalogue.
 */
const defaults: Record<string, Omit<LobbyConfig, 'lobby_key'>> = {
  slot: {
    title: 'สล็อต',
    categories: ['slot', 'freespin'],
    show_hot: true,
    show_last: true,
    show_search: true,
  },
  'slot copy': {
    title: 'สล็อต',
    categories: ['slot', 'freespin'],
    show_hot: true,
    show_last: true,
    show_search: true,
  },
  casino: { title: 'คาสิโนสด', categories: ['casino'], show_hot: true, show_last: true, show_search: true },
  fishing: {
    title: 'เกมยิงปลา',
    categories: ['fishing'],
    show_hot: false,
    show_last: true,
    show_search: true,
  },
  freespin: {
    title: 'ซื้อฟรีสปิน',
    categories: ['freespin'],
    show_hot: false,
    show_last: true,
    show_search: true,
  },
  sport: { title: 'กีฬา', categories: ['sport'], show_hot: false, show_last: true, show_search: false },
};

const allCategories: GameCategory[] = ['slot', 'freespin', 'casino', 'fishing', 'sport'];
const fallback = {
  title: 'เกมทั้งหมด',
  categories: allCategories,
  show_hot: true,
  show_last: true,
  show_search: true,
};

export const lobbyConfigFor = async (q: Queryable, agentId: number, key: string): Promise<LobbyConfig> => {
  const { rows } = await q.query<{ config: unknown }>(
    `SELECT config FROM lobby_configs WHERE agent_id = $1 AND lobby_key = $2`,
    [agentId, key],
  );
  // Own keys only: a lobby called `constructor` or `toString` is any other name, not Object's own.
  const base = { lobby_key: key, ...((Object.hasOwn(defaults, key) && defaults[key]) || fallback) };
  if (!rows[0]) return base;
  // A stored override only replaces the fields it has; a malformed row must not break the lobby.
  const merged = lobbyConfig.safeParse({ ...base, ...(rows[0].config as object) });
  return merged.success ? merged.data : base;
};
