-- Issue 30: the aggregator's monthly statement (server/src/reports/aggregator-statement.ts). The share of GGR the
-- operator owes an aggregator, in basis points (1250 = 12.50 %): one row for the aggregator as a whole
-- (`sub_provider_id` NULL) and, where the contract says so, one per studio, which wins over the aggregator's.
-- The platform's (like the provider row), set in the console by `games.manage`, audited.
CREATE TABLE game_ggr_shares (
  id serial PRIMARY KEY,
  provider_id int NOT NULL REFERENCES game_providers(id),
  sub_provider_id int REFERENCES game_sub_providers(id),
  share_bp int NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX game_ggr_shares_one ON game_ggr_shares (provider_id, COALESCE(sub_provider_id, 0));
