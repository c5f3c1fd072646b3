-- Payments: channels, providers, deposit orders, provider notifications, incoming transfers, withdrawals.
-- Money is bigint satang. Balances are never written here: the ledger moves the money.

-- Payment providers are adapters; each row holds what the adapter needs (its notification secret above all).
-- The sandbox provider ships enabled with a secret drawn at install time.
CREATE TABLE payment_providers (
  code text PRIMARY KEY,
  name text NOT NULL,
  secret text NOT NULL CHECK (length(secret) >= 32),
  -- The merchant's PromptPay id (phone, tax id or e-wallet id) the provider's QR codes pay into.
  promptpay_id text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb
);
INSERT INTO payment_providers (code, name, secret, promptpay_id)
VALUES (
  'sandbox',
  'Sandbox PromptPay',
  encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'),
  '0105561234567'
);

-- Channels: rows with agent_id NULL are the defaults of every agent that has no channels of its own.
CREATE TABLE payment_channels (
  id serial PRIMARY KEY,
  agent_id int REFERENCES agents(id),
  type text NOT NULL CHECK (type IN ('promptpay_qr', 'bank_transfer', 'truemoney')),
  name text NOT NULL,
  provider text REFERENCES payment_providers(code),
  min_satang bigint NOT NULL CHECK (min_satang > 0),
  max_satang bigint NOT NULL CHECK (max_satang >= min_satang),
  available boolean NOT NULL DEFAULT true,
  unavailable_reason text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  CHECK ((type = 'promptpay_qr') = (provider IS NOT NULL))
);
INSERT INTO payment_channels (agent_id, type, name, provider, min_satang, max_satang, sort) VALUES
  (NULL, 'promptpay_qr', 'QR พร้อมเพย์ (อัตโนมัติ)', 'sandbox', 10000, 5000000, 1),
  (NULL, 'bank_transfer', 'โอนผ่านบัญชีธนาคาร', NULL, 10000, 10000000, 2),
  (NULL, 'truemoney', 'ทรูมันนี่ วอลเล็ท', NULL, 10000, 3000000, 3);

CREATE TABLE deposit_orders (
  id bigserial PRIMARY KEY,
  ref text NOT NULL UNIQUE,
  agent_id int NOT NULL REFERENCES agents(id),
  member_id bigint NOT NULL REFERENCES members(id),
  channel_id int NOT NULL REFERENCES payment_channels(id),
  channel_type text NOT NULL,
  -- The agent's bank or TrueMoney account the member pays into (transfer channels).
  sub_channel_id int,
  amount bigint NOT NULL CHECK (amount > 0),
  -- The exact amount to pay: on transfer channels a few satang above `amount`, unique among open orders.
  pay_amount bigint NOT NULL CHECK (pay_amount >= amount),
  provider text REFERENCES payment_providers(code),
  provider_order_id text,
  qr_payload text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);
CREATE UNIQUE INDEX deposit_orders_provider_order ON deposit_orders (provider, provider_order_id);
-- Two open transfer orders into one account never share an amount, so an incoming transfer names its order.
CREATE UNIQUE INDEX deposit_orders_open_amount ON deposit_orders (channel_type, sub_channel_id, pay_amount)
  WHERE status = 'pending' AND channel_type <> 'promptpay_qr';

-- Every provider notification accepted, once per (provider, event id): retries find their row and change nothing.
CREATE TABLE payment_notifications (
  id bigserial PRIMARY KEY,
  provider text NOT NULL REFERENCES payment_providers(code),
  event_id text NOT NULL,
  order_id bigint NOT NULL REFERENCES deposit_orders(id),
  status text NOT NULL,
  amount bigint NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, event_id)
);

-- Money that arrived in an agent's account, reported by an adapter or typed in by an operator.
CREATE TABLE incoming_transfers (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  source text NOT NULL,
  external_id text NOT NULL,
  channel_type text NOT NULL CHECK (channel_type IN ('bank_transfer', 'truemoney')),
  sub_channel_id int NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  reference text NOT NULL DEFAULT '',
  from_bank text NOT NULL DEFAULT '',
  from_account text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('matched', 'review', 'rejected')),
  order_id bigint REFERENCES deposit_orders(id),
  member_id bigint REFERENCES members(id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, external_id)
);
CREATE INDEX incoming_transfers_review ON incoming_transfers (agent_id) WHERE status = 'review';

-- A second account a member may withdraw to; always in the member's own name.
CREATE TABLE member_sub_bank_accounts (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  bank_code text NOT NULL REFERENCES banks(code),
  bank_account text NOT NULL,
  account_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE member_sub_bank_changes (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  old_bank_code text NOT NULL DEFAULT '',
  old_bank_account text NOT NULL DEFAULT '',
  new_bank_code text NOT NULL,
  new_bank_account text NOT NULL,
  ip text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  member_id bigint NOT NULL REFERENCES members(id),
  request_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  destination text NOT NULL CHECK (destination IN ('main', 'sub')),
  -- The destination is copied at request time: a later account change never redirects this withdrawal.
  bank_code text NOT NULL,
  bank_account text NOT NULL,
  account_name text NOT NULL,
  hold_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  reason text NOT NULL DEFAULT '',
  decided_by text NOT NULL DEFAULT '',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE UNIQUE INDEX withdrawals_one_pending ON withdrawals (member_id) WHERE status = 'pending';

-- The sandbox provider's own books: it stands for an outside system, so it keeps its orders and its outbox of
-- signed notifications apart from the platform's tables.
CREATE TABLE sandbox_orders (
  id text PRIMARY KEY,
  merchant_ref text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  payload text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_notifications (
  event_id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES sandbox_orders(id),
  body text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Fault injection for testers: 'down' refuses every call, 'slow' answers after a delay.
CREATE TABLE sandbox_state (
  id int PRIMARY KEY CHECK (id = 1),
  mode text NOT NULL DEFAULT 'ok' CHECK (mode IN ('ok', 'down', 'slow'))
);
INSERT INTO sandbox_state (id) VALUES (1);
