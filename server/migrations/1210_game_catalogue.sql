-- Issue 30: a catalogue of hundreds of games from many studios (server/src/games/README.md).
-- A game as its provider knows it (Hub88's `game_code`, which may carry capitals our `code` refuses), its English
-- name for search beside the Thai one, whether the provider offers demo play, when it was released (the lobby's
-- "new"), and whether a studio (`game_sub_providers`) is offered at all and in which order.
ALTER TABLE games
  ADD COLUMN external_code text CHECK (external_code IS NULL OR length(external_code) BETWEEN 1 AND 200),
  ADD COLUMN name_en text NOT NULL DEFAULT '' CHECK (length(name_en) <= 200),
  ADD COLUMN demo boolean NOT NULL DEFAULT true,
  ADD COLUMN released_at date;
CREATE UNIQUE INDEX games_external_code ON games (provider_id, external_code) WHERE external_code IS NOT NULL;

ALTER TABLE game_sub_providers
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled'));

-- A member's favourite games (the lobby's heart), at most one row per game.
CREATE TABLE game_favourites (
  member_id bigint NOT NULL REFERENCES members(id),
  game_id int NOT NULL REFERENCES games(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_recent ON game_favourites (member_id, created_at DESC);
