-- Issue 29: each text message sent through an SMS gateway (server/src/sms). The outbox row (same `event_key`)
-- carries only this row's id; the text lives here until it is sent, refused or past its use (`body_expires_at`),
-- then `body` is blanked: a one-time code is never readable after it left. `ref` is the message id given to the
-- gateway (the same on every attempt, so a repeated send is the same message to it) and the one its delivery
-- reports name. Cost: the gateway's own count of credits when it answers, else the segments counted here, at the
-- configured price per segment (satang).
CREATE TABLE sms_messages (
  id bigserial PRIMARY KEY,
  agent_id int REFERENCES agents(id),
  event_key text NOT NULL UNIQUE CHECK (length(event_key) BETWEEN 1 AND 200),
  gateway text NOT NULL CHECK (gateway ~ '^[a-z]{1,20}$'),
  ref uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  phone text NOT NULL CHECK (phone ~ '^0[0-9]{9}$'),
  purpose text NOT NULL CHECK (purpose ~ '^[a-z_]{1,40}$'),
  body text,
  body_expires_at timestamptz,
  encoding text NOT NULL CHECK (encoding IN ('gsm7', 'ucs2')),
  segments int NOT NULL CHECK (segments BETWEEN 1 AND 30),
  credits numeric(10, 2) CHECK (credits >= 0),
  price_per_segment bigint NOT NULL CHECK (price_per_segment >= 0),
  cost bigint NOT NULL CHECK (cost >= 0),
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sent', 'delivered', 'undelivered', 'expired', 'rejected', 'failed')),
  status_detail text,
  provider_message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  reported_at timestamptz
);
CREATE INDEX sms_messages_agent_recent ON sms_messages (agent_id, created_at DESC);
CREATE INDEX sms_messages_provider_id ON sms_messages (gateway, provider_message_id);
