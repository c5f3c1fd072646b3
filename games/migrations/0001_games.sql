-- The built-in game provider's own tables (prefix gp_). Money in integer satang.

CREATE TABLE gp_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- A player is a game session token (real play) or a demo session; the provider never learns member ids.
CREATE TABLE gp_players (
  id           bigserial PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  -- the platform's game session token, kept to settle scheduled bets after the page has closed (real only)
  token        text,
  mode         text NOT NULL CHECK (mode IN ('real', 'demo')),
  demo_balance bigint CHECK (demo_balance IS NULL OR demo_balance >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((mode = 'demo') = (demo_balance IS NOT NULL)),
  CHECK ((mode = 'real') = (token IS NOT NULL))
);

-- Provably fair seed pairs: the hash is shown before play, the seed only once the pair is rotated out.
CREATE TABLE gp_seeds (
  id               bigserial PRIMARY KEY,
  player_id        bigint NOT NULL REFERENCES gp_players (id),
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  nonce            integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  active           boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  revealed_at      timestamptz
);
CREATE UNIQUE INDEX gp_seeds_one_active ON gp_seeds (player_id) WHERE active;

-- One row per paid round (instant games) or per bet (baccarat tables, football), with its money state:
-- open (bet not yet confirmed) -> placed (debited) -> settled; or refused / rolled_back / rollback_pending.
CREATE TABLE gp_rounds (
  id            text PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES gp_players (id),
  game_code     text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('instant', 'scheduled')),
  seed_id       bigint REFERENCES gp_seeds (id),
  nonce         integer,
  bet_satang    bigint NOT NULL CHECK (bet_satang > 0),
  win_satang    bigint CHECK (win_satang >= 0),
  detail        jsonb NOT NULL,
  status        text NOT NULL CHECK (status IN ('open', 'placed', 'settled', 'refused', 'rolled_back', 'rollback_pending')),
  settle_at     timestamptz,
  claimed_until timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz
);
CREATE INDEX gp_rounds_player ON gp_rounds (player_id, created_at DESC);
CREATE INDEX gp_rounds_due ON gp_rounds (settle_at) WHERE status IN ('open', 'placed', 'rollback_pending');
