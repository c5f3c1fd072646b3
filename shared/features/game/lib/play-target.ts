/** The game a guest wanted to play, carried through the login so they land back on it. */
export type PlayTarget = { game_id: string; provider_id: string };

/** The query of the play page for a game (`?game_id=...&provider_id=...`), as its route reads it. */
export const playQuery = (game: PlayTarget) =>
  `?${new URLSearchParams({ game_id: game.game_id, provider_id: game.provider_id }).toString()}`;
