-- Promotions (issue 13): agent-level reward settings, and the deposits that back a promotion.

-- One row per agent: what the agent allows across reward features. Generic on purpose: later features add
-- columns of their own here, or keys in `settings` when nothing else reads them.
CREATE TABLE reward_agent_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  -- false: a member with an open turnover requirement cannot claim another turnover promotion.
  allow_multiple_turnover boolean NOT NULL DEFAULT false,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One deposit (a ledger transfer of kind 'deposit') backs at most one promotion, across all campaigns. Written
-- inside the award's transaction (grantAward's check): a second campaign claiming the same deposit in parallel
-- waits on this key and then finds it taken.
CREATE TABLE promotion_deposits (
  transfer_id bigint PRIMARY KEY REFERENCES ledger_transfers(id),
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  member_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promotion_deposits_member ON promotion_deposits (member_id);
