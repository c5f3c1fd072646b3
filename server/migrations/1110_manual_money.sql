-- Manual money under control (issue 28): a staff member's credit or debit of a member's wallet, by hand.
-- server/src/staff/manual-money/README.md says how these tables are used.

-- The agent's four-eyes threshold: an adjustment above it is a request another staff member approves. Set by
-- the owner in the console; an agent without a row uses the default of the code (manual-money/rules.ts).
CREATE TABLE manual_money_rules (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  four_eyes_above bigint NOT NULL CHECK (four_eyes_above >= 0),
  updated_by bigint REFERENCES staff(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The most a staff member of a role may credit plus debit by hand in one Bangkok day (satang). A role without a
-- row uses the code's default.
CREATE TABLE manual_money_limits (
  agent_id int NOT NULL REFERENCES agents(id),
  role text NOT NULL,
  daily_limit bigint NOT NULL CHECK (daily_limit >= 0),
  updated_by bigint REFERENCES staff(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, role)
);

-- The running total a limit reads: what a staff member adjusted (or asked for) in one Bangkok day, counted by one
-- conditional upsert in the adjustment's own transaction, so parallel requests cannot pass the limit together.
CREATE TABLE manual_money_usage (
  staff_id bigint NOT NULL REFERENCES staff(id),
  day date NOT NULL,
  total bigint NOT NULL CHECK (total >= 0),
  PRIMARY KEY (staff_id, day)
);

-- Every adjustment made in the console: 'done' at once (at or below the threshold), or a request 'pending' until
-- a second staff member approves (the money moves then, once) or rejects it. note is the staff's internal note
-- (never shown to the member); member_text is what the member's statement line may add to its neutral title.
CREATE TABLE manual_adjustments (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  member_id bigint NOT NULL REFERENCES members(id),
  wallet_type_id int NOT NULL,
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount bigint NOT NULL CHECK (amount > 0),
  note text NOT NULL,
  member_text text NOT NULL DEFAULT '',
  request_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'pending', 'approved', 'rejected')),
  requested_by bigint NOT NULL REFERENCES staff(id),
  requested_by_username text NOT NULL,
  requested_at timestamptz NOT NULL,
  usage_day date NOT NULL,
  decided_by bigint REFERENCES staff(id),
  decided_by_username text NOT NULL DEFAULT '',
  decided_at timestamptz,
  decision_reason text NOT NULL DEFAULT '',
  transfer_id bigint,
  UNIQUE (agent_id, request_key),
  CHECK ((status IN ('approved', 'rejected')) = (decided_by IS NOT NULL)),
  CHECK ((status IN ('done', 'approved')) = (transfer_id IS NOT NULL)),
  -- The database itself refuses an approval by the staff member who asked.
  CHECK (status <> 'approved' OR decided_by <> requested_by)
);
CREATE INDEX manual_adjustments_pending ON manual_adjustments (agent_id, id) WHERE status = 'pending';
CREATE INDEX manual_adjustments_requested ON manual_adjustments (agent_id, requested_at);
CREATE INDEX manual_adjustments_decided ON manual_adjustments (agent_id, decided_at) WHERE decided_at IS NOT NULL;
