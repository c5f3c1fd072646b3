-- A round's settlements are capped by the maximum win of its game (issue 9): the multiple of the stake the
-- game can pay at most, published by the provider in its catalogue and synced with it. Games whose provider
-- publishes none get 1000 times the stake (server/src/games/builtin-catalogue.ts, DEFAULT_MAX_WIN_MULTIPLIER).
ALTER TABLE games ADD COLUMN max_win_multiplier numeric(12, 2) NOT NULL DEFAULT 1000
  CHECK (max_win_multiplier > 0);

-- Settlements refused because the round would pay more than its cap: nothing was paid; staff look at each.
-- One row per provider transaction id; a retried refusal counts an attempt.
CREATE TABLE seamless_settle_reviews (
  id bigserial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES game_providers(id),
  transaction_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  round_id text NOT NULL,
  game_code text NOT NULL,
  -- The refused settlement, what the round had been paid before it, its stakes and its cap (satang).
  amount bigint NOT NULL,
  settled_before bigint NOT NULL,
  staked bigint NOT NULL,
  cap bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  attempts int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, transaction_id)
);
CREATE INDEX seamless_settle_reviews_open ON seamless_settle_reviews (created_at) WHERE status = 'open';
