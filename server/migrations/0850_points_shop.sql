-- Points (issue 13): the agent's expiry period, and the points shop. Earning is a campaign of kind 'points'
-- (reward_campaigns, settings { per_baht, points, categories }); each shop item pays through a campaign of kind
-- 'redeem' of its own, so its credit shows in the statement as a bonus, with the item's turnover, and the item's
-- redemptions queue on that campaign's row lock (stock and per-member limit are counted under it).

CREATE TABLE points_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  -- Points older than this many days and not spent expire (first in, first out). 0: points never expire.
  expiry_days int NOT NULL DEFAULT 90 CHECK (expiry_days BETWEEN 0 AND 3650),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_items (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  campaign_id bigint NOT NULL UNIQUE REFERENCES reward_campaigns(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  image text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  -- Points per unit.
  cost int NOT NULL CHECK (cost > 0),
  -- credit: `amount` satang to `wallet_type_id`; wheel_spins: `amount` spins of the wheel; free_spins: `amount`
  -- spins of a free-spin game, paid as amount x spin_value satang to the free-credit wallet (type 3).
  type text NOT NULL CHECK (type IN ('credit', 'wheel_spins', 'free_spins')),
  amount bigint NOT NULL CHECK (amount > 0),
  wallet_type_id int REFERENCES wallet_types(id),
  spin_value bigint CHECK (spin_value > 0),
  -- Units left; NULL = unlimited. Lowered in the redemption's transaction, never below 0.
  stock int CHECK (stock >= 0),
  -- Units one member may redeem in all; NULL = no limit.
  per_member_limit int CHECK (per_member_limit > 0),
  active boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'credit') = (wallet_type_id IS NOT NULL)),
  CHECK ((type = 'free_spins') = (spin_value IS NOT NULL))
);
CREATE INDEX shop_items_agent ON shop_items (agent_id, active, sort);

-- One redemption per (member, request_id): a retried request answers the first. Written in the transaction that
-- spends the points and grants the award (period key 'request:<request_id>' of the item's campaign).
CREATE TABLE shop_redemptions (
  id bigserial PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES shop_items(id),
  member_id bigint NOT NULL REFERENCES members(id),
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  quantity int NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  points int NOT NULL CHECK (points > 0),
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX shop_redemptions_item_member ON shop_redemptions (item_id, member_id);
CREATE INDEX shop_redemptions_member ON shop_redemptions (member_id, id DESC);
