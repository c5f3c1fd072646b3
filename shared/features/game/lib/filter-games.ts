import type { GameItem } from '@contract/game';

/** The lobby's search and provider filter, applied to a list already loaded (no call per key stroke). */
export const filterGames = (games: readonly GameItem[], search: string, provider: string | null) => {
  const needle = search.trim().toLocaleLowerCase('th-TH');
  return games.filter(
    (game) =>
      (provider === null || game.provider_id === provider) &&
      (needle === '' ||
        game.name.toLocaleLowerCase('th-TH').includes(needle) ||
        game.game_id.toLocaleLowerCase('th-TH').includes(needle)),
  );
};
