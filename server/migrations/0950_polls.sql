-- Polls and prediction polls (issue 14). A poll belongs to one agent; members vote within a quota the agent sets;
-- a poll with a correct answer pays its winners through the ledger once a second staff member confirms it.

CREATE TABLE polls (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  -- draft: staff only · open: votes taken between opens_at and closes_at · closed: no more votes ·
  -- answered: the answer is confirmed (winners paid by payPollWinners, resumable).
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed', 'answered')),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL CHECK (closes_at > opens_at),
  -- Prize in satang: `per_winner` each winning member gets prize; `pool` the prize is shared by the winning votes
  -- (floor, the remainder stays with the house); `none` a poll without a correct answer.
  prize_mode text NOT NULL DEFAULT 'none' CHECK (prize_mode IN ('none', 'per_winner', 'pool')),
  prize bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
  -- The quota: votes per `quota_period` ('day': Bangkok day, 'poll': the whole poll) from rules
  -- [{"type":"fixed","votes":1}, {"type":"deposit","per_baht":300,"votes":1}] (server/src/polls/quota.ts).
  quota_period text NOT NULL DEFAULT 'day' CHECK (quota_period IN ('day', 'poll')),
  quota_rules jsonb NOT NULL DEFAULT '[{"type":"fixed","votes":1}]',
  answer_choice_id bigint,
  answered_at timestamptz,
  -- Set once every winner is paid; an answered poll without it is resumed by the poll job.
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX polls_agent ON polls (agent_id, id);

CREATE TABLE poll_choices (
  id bigserial PRIMARY KEY,
  poll_id bigint NOT NULL REFERENCES polls(id),
  label text NOT NULL,
  image text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX poll_choices_poll ON poll_choices (poll_id, sort, id);

-- One row per member who ever voted in a poll: the row a submit locks (FOR UPDATE), so a member's parallel
-- submits queue and the quota is counted and used under one lock.
CREATE TABLE poll_members (
  poll_id bigint NOT NULL REFERENCES polls(id),
  member_id bigint NOT NULL REFERENCES members(id),
  votes int NOT NULL DEFAULT 0,
  PRIMARY KEY (poll_id, member_id)
);

CREATE TABLE poll_votes (
  id bigserial PRIMARY KEY,
  poll_id bigint NOT NULL REFERENCES polls(id),
  choice_id bigint NOT NULL REFERENCES poll_choices(id),
  member_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX poll_votes_member ON poll_votes (poll_id, member_id, created_at);
CREATE INDEX poll_votes_choice ON poll_votes (poll_id, choice_id);

-- The answer as one staff member set it; a second, different staff member confirms it (four eyes).
CREATE TABLE poll_answer_entries (
  id bigserial PRIMARY KEY,
  poll_id bigint NOT NULL REFERENCES polls(id),
  choice_id bigint NOT NULL REFERENCES poll_choices(id),
  entered_by bigint NOT NULL REFERENCES staff(id),
  entered_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  -- The database itself refuses a confirmation by the staff member who set the answer.
  CHECK (status <> 'confirmed' OR decided_by <> entered_by)
);
CREATE UNIQUE INDEX poll_answer_entries_live ON poll_answer_entries (poll_id) WHERE status <> 'rejected';

-- What each winner was paid, written in the transaction of its ledger transfer (key 'poll:win:<poll>:<member>').
CREATE TABLE poll_payouts (
  poll_id bigint NOT NULL REFERENCES polls(id),
  member_id bigint NOT NULL REFERENCES members(id),
  votes int NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (poll_id, member_id)
);

-- Events carry where their image leads (e.g. /poll/1) and when they run; the member list answers running ones.
ALTER TABLE agent_events ADD COLUMN link text NOT NULL DEFAULT '';
ALTER TABLE agent_events ADD COLUMN starts_at timestamptz;
ALTER TABLE agent_events ADD COLUMN ends_at timestamptz;
