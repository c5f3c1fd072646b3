-- LINE broadcasts (issue 29). A broadcast is composed in the console (its LINE messages built then, the card's
-- button a LIFF link carrying the campaign code in its path), sent now or at a time, to a segment of members.
-- When the send starts, its audience is fixed in line_broadcast_recipients (members who follow the official
-- account, minus excluded members) and split into batches of 500, one outbox entry each
-- (`line:broadcast:<id>:<batch>`). A scheduled broadcast is started by one process only: the start is the
-- `UPDATE ... WHERE status = 'scheduled'` that moves it to 'sending'.
CREATE TABLE line_broadcasts (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  -- The code every link of the broadcast carries (/liff/b/<campaign>/...): opens are counted by it.
  campaign text NOT NULL UNIQUE CHECK (campaign ~ '^[A-Za-z0-9]{10}$'),
  -- What staff composed (text, image URL, card), and the LINE message objects built from it.
  composer jsonb NOT NULL,
  messages jsonb NOT NULL CHECK (jsonb_typeof(messages) = 'array'),
  link text NOT NULL DEFAULT '',
  segment jsonb NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  failure text NOT NULL DEFAULT '',
  scheduled_at timestamptz,
  attribution_hours int NOT NULL DEFAULT 24 CHECK (attribution_hours BETWEEN 1 AND 168),
  recipients int NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  batches int NOT NULL DEFAULT 0 CHECK (batches >= 0),
  created_by bigint REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK (status <> 'scheduled' OR scheduled_at IS NOT NULL)
);
CREATE INDEX line_broadcasts_agent ON line_broadcasts (agent_id, id DESC);
CREATE INDEX line_broadcasts_due ON line_broadcasts (scheduled_at) WHERE status = 'scheduled';
CREATE INDEX line_broadcasts_sending ON line_broadcasts (id) WHERE status = 'sending';

-- The audience as it was when the send started, one row per member, with the batch that carries them.
CREATE TABLE line_broadcast_recipients (
  broadcast_id bigint NOT NULL REFERENCES line_broadcasts(id),
  member_id bigint NOT NULL REFERENCES members(id),
  line_user_id text NOT NULL,
  batch int NOT NULL CHECK (batch >= 1),
  PRIMARY KEY (broadcast_id, member_id)
);

-- A recipient's first open of the broadcast's link (reported by the LIFF app once logged in): once each.
CREATE TABLE line_broadcast_opens (
  broadcast_id bigint NOT NULL REFERENCES line_broadcasts(id),
  member_id bigint NOT NULL REFERENCES members(id),
  opened_at timestamptz NOT NULL,
  PRIMARY KEY (broadcast_id, member_id)
);

-- The staff member's own LINE user id: where a test send goes.
ALTER TABLE staff ADD COLUMN line_user_id text NOT NULL DEFAULT '' CHECK (line_user_id ~ '^(U[0-9a-f]{32})?$');

-- "Inactive for N days" reads each member's latest login.
CREATE INDEX sessions_member_created ON sessions (member_id, created_at DESC);
