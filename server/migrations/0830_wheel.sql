-- The fortune wheel (issue 13): one campaign of kind 'wheel' per agent holds the wheel's switch (its status), its
-- award limits and its settings (points per spin); the prizes, the members' provably fair seeds and the spins
-- live here. A spin's prize is paid by the engine (grantAward, period 'spin:<spin id>'), exactly once.

-- One wheel per agent: the member API reads "the agent's wheel campaign".
CREATE UNIQUE INDEX reward_campaigns_one_wheel ON reward_campaigns (agent_id) WHERE kind = 'wheel';

-- The slices of the wheel, in drawing order (`position`). An edit retires the old set and inserts a new one:
-- past spins keep their own copy of what was drawn (weights, label, amount), so they stay verifiable.
CREATE TABLE wheel_prizes (
  id bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  position int NOT NULL CHECK (position >= 0),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  -- money: satang to `wallet_type_id`; points: points; spins: free spins; none: nothing (better luck next time).
  type text NOT NULL CHECK (type IN ('money', 'points', 'spins', 'none')),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  wallet_type_id int REFERENCES wallet_types(id),
  weight int NOT NULL CHECK (weight > 0 AND weight <= 1000000),
  colour text NOT NULL DEFAULT '#f5b700' CHECK (colour ~ '^#[0-9a-fA-F]{6}$'),
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'none') = (amount = 0)),
  CHECK ((type = 'money') = (wallet_type_id IS NOT NULL))
);
CREATE UNIQUE INDEX wheel_prizes_live ON wheel_prizes (campaign_id, position) WHERE retired_at IS NULL;

-- A member's provably fair seed pairs (DOMAIN.md): the SHA-256 of the server seed is shown before any spin uses
-- it; the seed itself only once rotated out. `nonce` is the next spin's nonce. At most one active pair per member:
-- its row lock also queues a member's parallel spins (free spins and points are counted under it).
CREATE TABLE wheel_seeds (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  nonce int NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz,
  CHECK (active = (revealed_at IS NULL))
);
CREATE UNIQUE INDEX wheel_seeds_active ON wheel_seeds (member_id) WHERE active;

-- One spin: what paid for it (a free spin or points), the fair inputs and the weights drawn from, the prize as it
-- was. `request_id` is the member's idempotency key: a replay answers this row and pays nothing more.
CREATE TABLE wheel_spins (
  id bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  member_id bigint NOT NULL REFERENCES members(id),
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  seed_id bigint NOT NULL REFERENCES wheel_seeds(id),
  nonce int NOT NULL,
  client_seed text NOT NULL,
  weights int[] NOT NULL,
  prize_index int NOT NULL CHECK (prize_index >= 0),
  prize_id bigint NOT NULL REFERENCES wheel_prizes(id),
  label text NOT NULL,
  prize_type text NOT NULL CHECK (prize_type IN ('money', 'points', 'spins', 'none')),
  amount bigint NOT NULL DEFAULT 0,
  wallet_type_id int,
  cost text NOT NULL CHECK (cost IN ('free', 'points')),
  points_cost int NOT NULL DEFAULT 0 CHECK (points_cost >= 0),
  award_id bigint REFERENCES reward_awards(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  UNIQUE (seed_id, nonce),
  CHECK ((cost = 'free') = (points_cost = 0))
);
CREATE INDEX wheel_spins_member ON wheel_spins (member_id, id DESC);
CREATE INDEX wheel_spins_campaign ON wheel_spins (campaign_id, id DESC);
