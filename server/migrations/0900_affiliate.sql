-- The affiliate programme (issue 14): commission earned from referred members' play, kept in its own wallet
-- type so it is never staked nor withdrawn directly (redeem moves it to the main wallet above a minimum).
INSERT INTO wallet_types (id, code, name_th, categories, withdrawable, turnover_multiplier, sort)
VALUES (4, 'affiliate', 'กระเป๋าค่าแนะนำเพื่อน', ARRAY[]::text[], false, 0, 9)
ON CONFLICT (id) DO NOTHING;

-- The device a member registered from (the client's own id): one of the self-referral signals.
ALTER TABLE members ADD COLUMN device_id text NOT NULL DEFAULT '';
CREATE INDEX members_referred_by ON members (referred_by) WHERE referred_by IS NOT NULL;

-- The agent's programme. rates: { "<category>": { "basis": "turnover"|"net_loss", "level1": pct, "level2": pct } }.
CREATE TABLE affiliate_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  rates jsonb NOT NULL DEFAULT '{}'::jsonb,
  levels int NOT NULL DEFAULT 1 CHECK (levels IN (1, 2)),
  min_redeem bigint NOT NULL DEFAULT 10000 CHECK (min_redeem >= 0),
  hold_threshold bigint NOT NULL DEFAULT 500000 CHECK (hold_threshold >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Link clicks (counted per day for the summary; rate-limited per address before the insert).
CREATE TABLE affiliate_clicks (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_clicks_member ON affiliate_clicks (member_id, created_at);

-- A referral refused at registration (the member registered without a referrer), with its reason.
CREATE TABLE affiliate_refusals (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  member_id bigint NOT NULL REFERENCES members(id),
  referrer_id bigint NOT NULL REFERENCES members(id),
  reason text NOT NULL CHECK (reason IN ('same_phone', 'same_bank_account', 'same_line_id', 'same_device', 'cycle')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_refusals_agent ON affiliate_refusals (agent_id, created_at DESC);

-- One commission per (Bangkok day, referrer, level): the job's idempotency. 'credited' rows were paid in the
-- transaction that inserted them; 'held' ones wait for staff ('released' pays, 'refused' never pays).
CREATE TABLE affiliate_commissions (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  day date NOT NULL,
  referrer_id bigint NOT NULL REFERENCES members(id),
  level int NOT NULL CHECK (level IN (1, 2)),
  amount bigint NOT NULL CHECK (amount > 0),
  members int NOT NULL,
  -- satang per referred member (floored each; the network page's "their commission to me").
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL CHECK (status IN ('credited', 'held', 'released', 'refused')),
  reason text NOT NULL DEFAULT '',
  decided_by bigint,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (day, referrer_id, level)
);
CREATE INDEX affiliate_commissions_status ON affiliate_commissions (agent_id, status, day);
