-- Agents and the content they show; members and their sessions.
CREATE TABLE agents (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 40),
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  line_contact_url text NOT NULL DEFAULT '',
  line_admin_url text NOT NULL DEFAULT '',
  telegram_contact_url text NOT NULL DEFAULT '',
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banks (
  code text PRIMARY KEY,
  name_th text NOT NULL,
  short_name text NOT NULL,
  account_digits int[] NOT NULL,
  sort int NOT NULL DEFAULT 0
);

CREATE TABLE agent_bank_accounts (
  id serial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  bank_code text NOT NULL REFERENCES banks(code),
  account_number text NOT NULL,
  account_name text NOT NULL,
  sort int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE agent_true_money_accounts (
  id serial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  phone text NOT NULL,
  account_name text NOT NULL,
  sort int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE agent_notifications (
  id serial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  type int NOT NULL DEFAULT 1,
  image text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE agent_banners (
  id serial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  image text NOT NULL,
  link text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE agent_events (
  id serial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  image text NOT NULL,
  title text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  phone text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  full_name text NOT NULL,
  bank_code text NOT NULL REFERENCES banks(code),
  bank_account text NOT NULL,
  line_id text NOT NULL DEFAULT '',
  line_user_id text,
  referral_code text NOT NULL UNIQUE,
  referred_by bigint REFERENCES members(id),
  vip_level int NOT NULL DEFAULT 0 CHECK (vip_level BETWEEN 0 AND 2),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  age_confirmed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, phone),
  UNIQUE (agent_id, username),
  UNIQUE (agent_id, bank_code, bank_account),
  UNIQUE (agent_id, line_user_id)
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;
