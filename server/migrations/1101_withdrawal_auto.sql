-- Issue 28: the automatic mode of withdrawals, one row per agent, set by the owner. No row means off, as does
-- enabled = false: the system approves nothing unless the owner has said so.
CREATE TABLE withdrawal_auto_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  enabled boolean NOT NULL DEFAULT false,
  max_per_request bigint NOT NULL CHECK (max_per_request > 0),
  max_per_member_day bigint NOT NULL CHECK (max_per_member_day >= max_per_request),
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
