-- Win/loss refunds (issue 13): what a member may claim back of a week's net loss. The weekly job computes one row
-- per (campaign, member, Bangkok week) after the week ends; the member claims it inside its window, and the claim
-- pays through grantAward (period 'week:<monday>'), exactly once. Cashback needs no table of its own: its daily
-- awards (period = the Bangkok day) carry their per-category lines in reward_awards.meta.
CREATE TABLE winloss_entitlements (
  id bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  member_id bigint NOT NULL REFERENCES members(id),
  -- The Monday (Asia/Bangkok) of the week the loss was made in.
  week date NOT NULL CHECK (extract(isodow FROM week) = 1),
  -- Satang over the campaign's categories: stakes, wins, and loss = stake - win (only losses are entitled).
  stake bigint NOT NULL CHECK (stake >= 0),
  win bigint NOT NULL CHECK (win >= 0),
  loss bigint NOT NULL CHECK (loss > 0 AND loss = stake - win),
  amount bigint NOT NULL CHECK (amount > 0),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  -- 'expired' is never written: an open row past closes_at reads as expired.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'claimed')),
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, member_id, week),
  CHECK (closes_at > opens_at),
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL))
);
CREATE INDEX winloss_entitlements_member ON winloss_entitlements (member_id, week DESC);
CREATE INDEX winloss_entitlements_week ON winloss_entitlements (campaign_id, week);
