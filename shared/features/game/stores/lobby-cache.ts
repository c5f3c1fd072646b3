import type { GameItem, GameListCategory } from '@contract/game';
import type { GamePage } from '@contract/game-lobby';
import { readJson, writeJson } from '@lib/storage';

/**
 * SPEC §3 lobby cache: the last, hot, casino, slot, sport, fishing and freespin lists, kept in localStorage
 * `lobby` so a lobby paints at once on the next visit while the fresh list loads. The lobby of many studios
 * (issue 30) keeps the first page of each of its lists there too (`pages`, by shelf and categories: the hot and
 * new shelves and the first 48 games of the grid), never a studio's or a search's.
 */
const KEY = 'lobby';
type LobbyCache = Partial<Record<GameListCategory, { games: GameItem[]; saved_at: number }>> & {
  pages?: Record<string, { page: GamePage; saved_at: number }>;
};

export const cachedList = (category: GameListCategory): GameItem[] | undefined =>
  readJson<LobbyCache>(KEY)?.[category]?.games;

export const listCached = (category: GameListCategory, games: GameItem[]) => {
  const cache = readJson<LobbyCache>(KEY) ?? {};
  writeJson(KEY, { ...cache, [category]: { games, saved_at: Date.now() } });
};

/** The first page of a lobby list (`<shelf>:<categories>`) as last answered, if kept. */
export const cachedPage = (key: string): GamePage | undefined =>
  readJson<LobbyCache>(KEY)?.pages?.[key]?.page;

export const pageCached = (key: string, page: GamePage) => {
  const cache = readJson<LobbyCache>(KEY) ?? {};
  writeJson(KEY, { ...cache, pages: { ...cache.pages, [key]: { page, saved_at: Date.now() } } });
};

/**
 * A member's last played list must not survive a logout on a shared phone: each app clears the cache whenever
 * the session changes (its LobbyCacheFollowsMember).
 */
export const lobbyCacheCleared = () => writeJson(KEY, {});
