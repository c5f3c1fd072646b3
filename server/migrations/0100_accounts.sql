-- Accounts: login attempt limits, one-time codes, the SMS outbox, counters for other limits, server secrets.

-- One row per refused login. The account counter ignores cleared rows (a success clears them); the address
-- counter does not, so a success on one's own account never hides failures against others.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  phone text NOT NULL,
  ip text NOT NULL,
  cleared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account ON login_failures (agent_id, phone, created_at) WHERE NOT cleared;
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

-- One-time codes (password reset). Only an Argon2id hash of the code is kept; member_id is null when the phone
-- has no account (the request is answered the same way, nothing is sent).
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  phone text NOT NULL,
  member_id bigint REFERENCES members(id),
  purpose text NOT NULL CHECK (purpose IN ('reset_password')),
  ref text NOT NULL,
  code_hash text NOT NULL,
  attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_phone ON otp_codes (agent_id, phone, purpose, created_at DESC);

-- Messages the built-in SMS adapter "sends": a real gateway adapter would deliver and not keep the text.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  agent_id int REFERENCES agents(id),
  phone text NOT NULL,
  purpose text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, created_at DESC);

-- Sliding-window counters for limits other than login (OTP requests and availability checks per address).
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_key ON rate_events (kind, key, created_at);

-- Secrets the servers share (signing keys), generated once per database: no default value can leak into
-- production, and every copy of the server behind a load balancer reads the same one.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
