-- Games: providers and their catalogue, the per-agent catalogue, lobbies, game sessions, last played,
-- and the seamless-wallet transactions providers send (each provider transaction id at most once).
CREATE TABLE game_providers (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_-]{1,40}$'),
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  -- Which adapter turns a launch into a link (server/src/providers/).
  adapter text NOT NULL,
  -- HMAC-SHA256 key of the seamless-wallet calls this provider signs.
  secret text NOT NULL CHECK (length(secret) >= 32),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  sort int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE game_sub_providers (
  id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES game_providers(id),
  code text NOT NULL,
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  UNIQUE (provider_id, code)
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES game_providers(id),
  sub_provider_id int REFERENCES game_sub_providers(id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_-]{1,100}$'),
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('slot', 'casino', 'fishing', 'freespin', 'sport')),
  image text NOT NULL DEFAULT '',
  hot boolean NOT NULL DEFAULT false,
  sort int NOT NULL DEFAULT 0,
  -- Published return to player in percent, when the provider publishes one.
  rtp numeric(6, 3),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_provider ON games (provider_id);

-- The agent's catalogue: which games it offers, its own hot flags and order.
CREATE TABLE agent_games (
  agent_id int NOT NULL REFERENCES agents(id),
  game_id int NOT NULL REFERENCES games(id),
  hot boolean NOT NULL,
  sort int NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (agent_id, game_id)
);

-- An agent's own settings for a lobby page; lobbies without a row use the defaults in server/src/games/lobbies.ts.
CREATE TABLE lobby_configs (
  agent_id int NOT NULL REFERENCES agents(id),
  lobby_key text NOT NULL CHECK (length(lobby_key) BETWEEN 1 AND 40),
  config jsonb NOT NULL,
  PRIMARY KEY (agent_id, lobby_key)
);

CREATE TABLE game_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members(id),
  agent_id int NOT NULL REFERENCES agents(id),
  wallet_id bigint NOT NULL REFERENCES ledger_accounts(id),
  game_id int NOT NULL REFERENCES games(id),
  provider_id int NOT NULL REFERENCES game_providers(id),
  is_mobile boolean NOT NULL DEFAULT false,
  source text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_member ON game_sessions (member_id, created_at DESC);

CREATE TABLE game_last_played (
  member_id bigint NOT NULL REFERENCES members(id),
  game_id int NOT NULL REFERENCES games(id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_last_played_recent ON game_last_played (member_id, played_at DESC);

-- One row per provider transaction id. 'tombstone' marks a bet id that was rolled back before it arrived.
CREATE TABLE seamless_transactions (
  id bigserial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES game_providers(id),
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'settle', 'rollback', 'tombstone')),
  session_id bigint NOT NULL REFERENCES game_sessions(id),
  member_id bigint NOT NULL REFERENCES members(id),
  wallet_id bigint NOT NULL REFERENCES ledger_accounts(id),
  round_id text NOT NULL,
  game_code text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  ref_transaction_id text,
  -- A bet becomes 'rolled_back' when a rollback undoes it.
  status text NOT NULL DEFAULT 'done' CHECK (status IN ('done', 'rolled_back')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, transaction_id)
);
CREATE INDEX seamless_round ON seamless_transactions (provider_id, member_id, round_id);
