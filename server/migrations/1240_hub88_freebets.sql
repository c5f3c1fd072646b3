-- Issue 30: free bets in a Hub88 game as a reward of the rules engine (server/src/games/hub88/README.md, "Free
-- bets"). An award may give free bets instead of (or beside) money, points or spins; each such award has one
-- free bet row, which is the queue of its creation at Hub88 (Freebets API, rewards/create), claimed like the
-- outbox's rows; the free bets played through the Wallet API (is_free) are recorded per transaction. No stake of a
-- free bet is ever debited; its winnings are bonus money from the house account 'promotions'.

ALTER TABLE reward_awards ADD COLUMN freebets int NOT NULL DEFAULT 0 CHECK (freebets >= 0);
ALTER TABLE reward_awards DROP CONSTRAINT reward_awards_check;
ALTER TABLE reward_awards ADD CONSTRAINT reward_awards_gives
  CHECK (amount > 0 OR points > 0 OR spins > 0 OR freebets > 0);

CREATE TABLE hub88_freebets (
  id bigserial PRIMARY KEY,
  -- One per award: the award's key is the free bet's idempotency, here and at Hub88 (operator_reference).
  award_id bigint NOT NULL UNIQUE REFERENCES reward_awards(id),
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  member_id bigint NOT NULL REFERENCES members(id),
  -- The award's ledger key, sent to Hub88 as the reward's operator_reference.
  operator_reference text NOT NULL UNIQUE CHECK (length(operator_reference) BETWEEN 1 AND 200),
  game_id int NOT NULL REFERENCES games(id),
  -- Number of free bets and the value of each (satang).
  bet_count int NOT NULL CHECK (bet_count BETWEEN 1 AND 1000),
  bet_value bigint NOT NULL CHECK (bet_value > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Its creation at Hub88: pending (queued or waiting to retry), sending (claimed, under a lease), active
  -- (Hub88 answered with its reward_uuid), failed (refused, or out of attempts: shown to staff).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'active', 'failed')),
  attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  last_error text,
  reward_uuid text UNIQUE CHECK (reward_uuid IS NULL OR length(reward_uuid) BETWEEN 1 AND 255),
  -- Free bets played (not rolled back) and the winnings credited (satang), kept with each play.
  used_count int NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= bet_count),
  won bigint NOT NULL DEFAULT 0 CHECK (won >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((status = 'active') = (reward_uuid IS NOT NULL))
);
CREATE INDEX hub88_freebets_due ON hub88_freebets (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX hub88_freebets_member ON hub88_freebets (member_id, id DESC);

-- Each Wallet API transaction of a free bet (is_free), once by Hub88's transaction_uuid: the bet (no money moves)
-- and its win (credited as bonus money, ledger key hub88:freebet:win:<transaction_uuid>).
CREATE TABLE hub88_freebet_plays (
  transaction_uuid text PRIMARY KEY CHECK (length(transaction_uuid) BETWEEN 1 AND 255),
  freebet_id bigint NOT NULL REFERENCES hub88_freebets(id),
  member_id bigint NOT NULL REFERENCES members(id),
  wallet_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win')),
  round text NOT NULL,
  -- The bet: the stake Hub88 names (never debited); the win: what was credited (satang).
  amount bigint NOT NULL CHECK (amount >= 0),
  -- A win names its bet.
  reference_uuid text REFERENCES hub88_freebet_plays(transaction_uuid),
  rolled_back_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'win') = (reference_uuid IS NOT NULL)),
  CHECK (kind = 'bet' OR rolled_back_at IS NULL)
);
CREATE INDEX hub88_freebet_plays_freebet ON hub88_freebet_plays (freebet_id, created_at);
CREATE INDEX hub88_freebet_plays_reference ON hub88_freebet_plays (reference_uuid) WHERE kind = 'win';
