-- Rewards (issue 13): one engine under promotions, coupons, quests, the wheel, cashback, win/loss refunds and the
-- points shop. A campaign is a rule; an award is one grant of it to one member for one period, exactly once;
-- a turnover requirement is what an award's money must be played through before it may leave.
-- Money is bigint satang; balances are never written here (awards move money through the ledger).

CREATE TABLE reward_campaigns (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  -- Which feature runs the campaign: its screens and its trigger code read only their own kind.
  kind text NOT NULL CHECK (kind IN ('promotion', 'coupon', 'quest', 'wheel', 'cashback', 'winloss', 'points', 'redeem')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  -- Shown before a member claims; what they agree to.
  terms text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'paused', 'ended')),
  starts_at timestamptz,
  ends_at timestamptz,
  -- Who may get it: { "new_member_days": 7, "vip_levels": [1, 2], "first_deposit": true,
  -- "deposited_today": true, "member_ids": [..] } (the keys the engine reads: server/src/rewards/eligibility.ts).
  eligibility jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- What triggers it: a deposit, turnover reached, a login streak, a claim, a code.
  trigger text NOT NULL CHECK (trigger IN ('deposit', 'turnover', 'login_streak', 'claim', 'code', 'job')),
  -- What it gives, read by the feature: { "type": "money", "wallet_type_id": 2, "amount": 5000,
  -- "percent_bp": 5000, "max_amount": 100000 } | { "type": "points", "points": 100 } | { "type": "spins", "spins": 1 }.
  reward jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Turnover on the money given: (award [+ the deposit it applies to]) x multiplier, in these categories.
  turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0 AND turnover_multiplier <= 1000),
  turnover_includes_deposit boolean NOT NULL DEFAULT false,
  turnover_categories text[] NOT NULL DEFAULT ARRAY['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'],
  -- Limits: per member (whole campaign), per member per Bangkok day, in total, and a money budget. NULL = none.
  per_member_limit int CHECK (per_member_limit > 0),
  per_day_limit int CHECK (per_day_limit > 0),
  total_limit int CHECK (total_limit > 0),
  budget bigint CHECK (budget > 0),
  -- Kept with the awards in the same transaction, under this row's lock: the total and budget limits.
  awarded_count int NOT NULL DEFAULT 0 CHECK (awarded_count >= 0),
  awarded_amount bigint NOT NULL DEFAULT 0 CHECK (awarded_amount >= 0),
  -- Feature settings that are not rules of the engine (a quest's task, a coupon's code policy, ...).
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort int NOT NULL DEFAULT 0,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (turnover_categories <@ ARRAY['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']::text[]),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  CHECK (total_limit IS NULL OR awarded_count <= total_limit),
  CHECK (budget IS NULL OR awarded_amount <= budget)
);
CREATE INDEX reward_campaigns_agent ON reward_campaigns (agent_id, kind, status);

-- One grant of a campaign to a member for a period ('2026-11-25', 'deposit:123', 'once', ...), exactly once:
-- the period key is the award's idempotency, so a replay (a double tap, a crashed job run again) pays nothing more.
CREATE TABLE reward_awards (
  id bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES reward_campaigns(id),
  member_id bigint NOT NULL REFERENCES members(id),
  period_key text NOT NULL CHECK (length(period_key) BETWEEN 1 AND 120),
  -- The Bangkok day of the award, for the per-day limit and the reports.
  award_day date NOT NULL,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  wallet_type_id int REFERENCES wallet_types(id),
  points int NOT NULL DEFAULT 0 CHECK (points >= 0),
  spins int NOT NULL DEFAULT 0 CHECK (spins >= 0),
  -- What the award was computed from (a deposit's amount, a week's loss, ...), for the member and the report.
  basis bigint NOT NULL DEFAULT 0,
  ledger_key text,
  description text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, member_id, period_key),
  CHECK (amount > 0 OR points > 0 OR spins > 0)
);
CREATE INDEX reward_awards_member ON reward_awards (member_id, id DESC);
CREATE INDEX reward_awards_campaign_day ON reward_awards (campaign_id, award_day);

-- Money that must be played through before it may leave its wallet (withdrawn, or converted to the main
-- wallet). Progress is never stored: it is the member's stakes from that wallet in the allowed categories since
-- `started_at` (server/src/rewards/turnover.ts), so it cannot drift from the bets themselves.
CREATE TABLE turnover_requirements (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  award_id bigint UNIQUE REFERENCES reward_awards(id),
  wallet_type_id int NOT NULL REFERENCES wallet_types(id),
  required bigint NOT NULL CHECK (required > 0),
  categories text[] NOT NULL,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'met', 'void')),
  closed_at timestamptz,
  note text NOT NULL DEFAULT '',
  CHECK ((status = 'active') = (closed_at IS NULL))
);
CREATE INDEX turnover_requirements_active ON turnover_requirements (member_id, wallet_type_id)
  WHERE status = 'active';

-- Stakes by wallet and time: a requirement's progress reads one member wallet's bets since it started.
CREATE INDEX seamless_transactions_wallet_time ON seamless_transactions (wallet_id, created_at)
  WHERE kind IN ('bet', 'settle');
-- Jobs (cashback, win/loss) read a day or a week of everyone's play: BRIN costs the bet path next to nothing.
CREATE INDEX seamless_transactions_time_brin ON seamless_transactions USING brin (created_at);
CREATE INDEX lotto_bills_time_brin ON lotto_bills USING brin (created_at);

-- Every stake and win of real play, with its game category: the one source of turnover, cashback, win/loss and
-- quests. A rolled-back bet counts nothing; a cancelled or refunded lotto bill counts nothing. A lotto bill's
-- win is dated with its stake (a bill placed this week and paid next week is this week's play).
CREATE VIEW member_play AS
  SELECT s.member_id, s.wallet_id, g.category, s.created_at,
         CASE WHEN s.kind = 'bet' THEN s.amount ELSE 0 END AS stake,
         CASE WHEN s.kind = 'settle' THEN s.amount ELSE 0 END AS win
    FROM seamless_transactions s
    JOIN games g ON g.code = s.game_code
   WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
  UNION ALL
  SELECT b.member_id, b.wallet_id, 'lotto', b.created_at, b.total, b.payout
    FROM lotto_bills b
   WHERE b.status IN ('pending', 'won', 'lost');
