-- The back office: staff accounts (never members), their sessions, login limits and the append-only audit log.

-- A staff member of one agent. role is checked by the server's one permission matrix
-- (server/src/staff/permissions.ts), not by a CHECK here, so a later issue adds a role without a migration.
-- must_change_password: the account was created or reset with a one-time password; the next login sets one.
-- totp_secret is null until enrolment is confirmed; totp_pending_secret holds the QR being enrolled.
-- totp_last_step: the RFC 6238 time step of the last accepted code, so a code is never accepted twice.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  username text NOT NULL CHECK (username ~ '^[a-z0-9._-]{3,40}$'),
  display_name text NOT NULL DEFAULT '',
  role text NOT NULL,
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT true,
  totp_secret text,
  totp_pending_secret text,
  totp_last_step bigint,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, username)
);

-- Live sessions: only a hash of the token. A session dies at the first of: idle longer than the idle time-out
-- (last_seen_at slides with each request), expires_at (absolute), revoked_at.
CREATE TABLE staff_sessions (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  token_hash text NOT NULL UNIQUE,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Between the password and a session: a short-lived ticket for the next step of the login (the TOTP code, the
-- forced password change, the enrolment). Only its hash is kept; each is used once.
CREATE TABLE staff_login_tickets (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  token_hash text NOT NULL UNIQUE,
  step text NOT NULL CHECK (step IN ('totp', 'change_password', 'enrol')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per password or TOTP attempt, written BEFORE the check (server/src/staff/login-limits.ts), so
-- parallel guesses count each other. The account counter ignores cleared rows (a success clears them).
CREATE TABLE staff_login_failures (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  username text NOT NULL,
  ip text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('password', 'totp')),
  cleared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_login_failures_account ON staff_login_failures (agent_id, username, created_at) WHERE NOT cleared;
CREATE INDEX staff_login_failures_ip ON staff_login_failures (ip, created_at);

-- Every staff mutation, written in the same transaction as the change. staff_username is copied so a row reads
-- on its own. Append-only: the triggers below refuse UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  staff_id bigint REFERENCES staff(id),
  staff_username text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL DEFAULT '',
  target_id text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT '',
  request_id text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_time ON audit_log (agent_id, created_at DESC, id DESC);
CREATE INDEX audit_log_staff ON audit_log (staff_id, created_at DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, created_at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
