-- Issue 29: everything that calls out (LINE's Messaging API, an SMS gateway) goes through this outbox. One row per
-- event, ever (`event_key`): a cause replayed twenty times inserts one row. Workers in any process claim due rows
-- with FOR UPDATE SKIP LOCKED and a lease (`claimed_until`), so two processes never send one row at once; a
-- process that dies mid-send leaves the lease to pass. `retry_key` is the row's X-Line-Retry-Key: LINE answers
-- 409 to a repeat within 24 hours, so a send that timed out and is tried again reaches nobody twice.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  agent_id int REFERENCES agents(id),
  channel text NOT NULL CHECK (channel IN ('line', 'sms')),
  kind text NOT NULL CHECK (kind ~ '^[a-z_.]{1,60}$'),
  event_key text NOT NULL UNIQUE CHECK (length(event_key) BETWEEN 1 AND 200),
  payload jsonb NOT NULL,
  retry_key uuid NOT NULL DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  last_error text,
  provider_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_agent_recent ON outbox (agent_id, id DESC);

-- The agent's official account (Messaging API channel): its id, and its secret and access token sealed with the
-- server's key (server/src/line/secret-box.ts), never stored in the clear; the staff group alerts go to.
ALTER TABLE agent_line_settings
  ADD COLUMN messaging_channel_id text NOT NULL DEFAULT '' CHECK (messaging_channel_id ~ '^([0-9]{10})?$'),
  ADD COLUMN channel_secret_sealed text NOT NULL DEFAULT '',
  ADD COLUMN access_token_sealed text NOT NULL DEFAULT '',
  ADD COLUMN staff_group_id text NOT NULL DEFAULT '' CHECK (staff_group_id ~ '^(C[0-9a-f]{32})?$');

-- Webhook events, once each: LINE redelivers with the same webhookEventId.
CREATE TABLE line_webhook_events (
  agent_id int NOT NULL REFERENCES agents(id),
  webhook_event_id text NOT NULL CHECK (length(webhook_event_id) BETWEEN 1 AND 100),
  type text NOT NULL,
  line_user_id text,
  payload jsonb NOT NULL,
  redelivery boolean NOT NULL DEFAULT false,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, webhook_event_id)
);
CREATE INDEX line_webhook_events_user ON line_webhook_events (agent_id, line_user_id, received_at DESC);

-- Who follows the official account, per LINE user (a LIFF login and the account under one provider share the id).
CREATE TABLE line_followers (
  agent_id int NOT NULL REFERENCES agents(id),
  line_user_id text NOT NULL CHECK (line_user_id ~ '^U[0-9a-f]{32}$'),
  following boolean NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (agent_id, line_user_id)
);
