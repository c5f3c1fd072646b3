-- Hub88's Games API (issue 30): where we call Hub88, the game list's import and the thumbnails it brought
-- (server/src/games/hub88/README.md, "Games API").

-- One row: Hub88's API address and our operator id, entered in the console (the stand-in's when the demo runs
-- with HUB88_STAND_IN=1), and the import's lease: a run holds it until it finishes or `import_lease_until` passes
-- (a crashed process), so the daily job and "import now" never run two imports at once.
CREATE TABLE hub88_games_api (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  api_url text NOT NULL DEFAULT '' CHECK (api_url = '' OR (api_url ~ '^https?://\S+$' AND length(api_url) <= 300)),
  operator_id int CHECK (operator_id IS NULL OR operator_id > 0),
  sub_partner_id text NOT NULL DEFAULT '' CHECK (length(sub_partner_id) <= 100),
  import_lease_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO hub88_games_api (id) VALUES (1) ON CONFLICT (id) DO NOTHING;

-- Each import, daily or from the console: what it found and changed, and what failed (a thumbnail, the list).
CREATE TABLE hub88_imports (
  id bigserial PRIMARY KEY,
  trigger text NOT NULL CHECK (trigger IN ('daily', 'manual', 'demo')),
  staff_id bigint,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  listed int NOT NULL DEFAULT 0,
  created int NOT NULL DEFAULT 0,
  updated int NOT NULL DEFAULT 0,
  disabled int NOT NULL DEFAULT 0,
  thumbnails int NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX hub88_imports_recent ON hub88_imports (started_at DESC);

-- A Hub88 game as the list last described it, beside its catalogue row: whether Hub88 offers it (the import
-- disables a game Hub88 stopped listing or disabled, and turns on again only the games it disabled itself, never
-- one staff disabled), the thumbnail's source address and the WebP made of it (fetched again only when the
-- address changes or the last try failed), and what the free-bets API and the launch read.
CREATE TABLE hub88_games (
  game_id int PRIMARY KEY REFERENCES games(id),
  game_code text NOT NULL CHECK (length(game_code) BETWEEN 1 AND 200),
  listed boolean NOT NULL DEFAULT true,
  disabled_by_import boolean NOT NULL DEFAULT false,
  thumb_url text NOT NULL DEFAULT '',
  thumb_done_url text NOT NULL DEFAULT '',
  thumb_error text,
  platforms text[] NOT NULL DEFAULT '{}',
  freebet_support boolean NOT NULL DEFAULT false,
  blocked_countries text[] NOT NULL DEFAULT '{}',
  seen_at timestamptz NOT NULL DEFAULT now()
);

-- The WebP thumbnails, by the hash of their bytes: in the database, so every server on one PostgreSQL serves the
-- same image (`/media/games/<hash>.webp`, cached for a year: a new image is a new address).
CREATE TABLE game_images (
  hash text PRIMARY KEY CHECK (hash ~ '^[a-f0-9]{32}$'),
  bytes bytea NOT NULL CHECK (length(bytes) <= 200000),
  created_at timestamptz NOT NULL DEFAULT now()
);
