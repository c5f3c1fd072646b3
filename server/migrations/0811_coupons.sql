-- Coupons (issue 13): codes of a coupon campaign, and the failed guesses that limit guessing.

CREATE TABLE coupon_codes (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  -- Stored upper case; members may type it in any case.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
  -- 1: single-use (one member ever); more: a shared code any member may use once, up to this many in total.
  max_uses int NOT NULL DEFAULT 1 CHECK (max_uses > 0),
  -- Raised under the campaign's row lock in the award's transaction: never past max_uses.
  used_count int NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= max_uses),
  expires_at timestamptz,
  -- Which generation run made it (for the export of one batch).
  batch text NOT NULL DEFAULT '',
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, code)
);
CREATE INDEX coupon_codes_campaign ON coupon_codes (campaign_id, id);

-- Failed code guesses per member and per address (server/src/accounts/attempt-window.ts counts them race-proof).
CREATE TABLE coupon_failures (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL,
  member_id bigint NOT NULL,
  ip text NOT NULL,
  cleared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_failures_member ON coupon_failures (agent_id, member_id, created_at) WHERE NOT cleared;
CREATE INDEX coupon_failures_ip ON coupon_failures (ip, created_at);
