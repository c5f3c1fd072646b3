import type { GameItem, GameListCategory } from '@contract/game';
import { readJson, writeJson } from '@lib/storage';

/**
 * SPEC §3 lobby cache: the last, hot, casino, slot, sport, fishing and freespin lists, kept in localStorage
 * `lobby` so a lobby paints at once on the next visit while the fresh list loads.
 */
const KEY = 'lobby';
type LobbyCache = Partial<Record<GameListCategory, { games: GameItem[]; saved_at: number }>>;

export const cachedList = (category: GameListCategory): GameItem[] | undefined =>
  readJson<LobbyCache>(KEY)?.[category]?.games;

export const listCached = (category: GameListCategory, games: GameItem[]) => {
  const cache = readJson<LobbyCache>(KEY) ?? {};
  writeJson(KEY, { ...cache, [category]: { games, saved_at: Date.now() } });
};

/**
 * A member's last played list must not survive a logout on a shared phone: each app clears the cache whenever
 * the session changes (its LobbyCacheFollowsMember).
 */
export const lobbyCacheCleared = () => writeJson(KEY, {});
