-- Lotto (issue 12): markets, the draw calendar, rounds, rates, limits, restricted numbers, per-number totals,
-- bills and bill lines. Money is bigint satang; a rate is the payout per 1 baht staked, in hundredths
-- (90000 = 900, 320 = 3.2), so a line's payout is amount * rate_x100 / 100 in integers. Times are timestamptz.
-- Balances are never written here: a bill's stake, a refund and a win move through the ledger.

-- The bet types of DOMAIN.md, with the length of the number each takes.
CREATE FUNCTION lotto_number_length(bet_type text) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE bet_type
    WHEN 'three_top' THEN 3 WHEN 'three_tote' THEN 3 WHEN 'three_front' THEN 3 WHEN 'three_back' THEN 3
    WHEN 'two_top' THEN 2 WHEN 'two_bottom' THEN 2
    WHEN 'run_top' THEN 1 WHEN 'run_bottom' THEN 1
  END
$$;

CREATE TABLE lotto_markets (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_-]{1,40}$'),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('government', 'yeekee', 'generic')),
  -- The bet types members may play on this market, in pad order.
  bet_types text[] NOT NULL CHECK (
    cardinality(bet_types) > 0 AND bet_types <@ ARRAY['three_top', 'three_tote', 'three_front', 'three_back',
      'two_top', 'two_bottom', 'run_top', 'run_bottom']::text[]),
  -- A bill may be cancelled this long after it was placed (0: never), and never after the round's close.
  cancel_window_seconds int NOT NULL DEFAULT 0 CHECK (cancel_window_seconds >= 0),
  -- Local (Asia/Bangkok) times of a draw day: betting closes, the result is due. Rounds copy them when created.
  close_time time NOT NULL DEFAULT '15:20',
  result_time time NOT NULL DEFAULT '16:00',
  -- How long before the close a round opens (government: from the previous draw; generic: the day before).
  open_days int NOT NULL DEFAULT 1 CHECK (open_days >= 0),
  -- Generic markets: ISO weekdays (1 Monday .. 7 Sunday) a round is drawn on; empty means the calendar only.
  weekdays int[] NOT NULL DEFAULT '{}',
  image text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- Draw dates as data (the government calendar has exceptions: 17 Jan, 2 May, 30 Dec ...); staff edit it.
CREATE TABLE lotto_draw_dates (
  market_id int NOT NULL REFERENCES lotto_markets(id),
  draw_date date NOT NULL,
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (market_id, draw_date)
);

CREATE TABLE lotto_rounds (
  id bigserial PRIMARY KEY,
  market_id int NOT NULL REFERENCES lotto_markets(id),
  -- Stable per market: the draw date ('2026-12-01'), or a Yeekee round's date and number ('2026-11-23#042').
  round_key text NOT NULL,
  title text NOT NULL,
  open_at timestamptz NOT NULL,
  close_at timestamptz NOT NULL,
  result_at timestamptz NOT NULL,
  -- open: bets taken between open_at and close_at (by the server's clock); closed: no more bets, awaiting the
  -- result; resulted: result confirmed, settling; settled: every bill paid or marked; cancelled: bills refunded.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'resulted', 'settled', 'cancelled')),
  -- The confirmed result, filled by the results work (issue 12, part 2), shape per market type.
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (open_at < close_at AND close_at <= result_at),
  UNIQUE (market_id, round_key)
);
CREATE INDEX lotto_rounds_market_close ON lotto_rounds (market_id, close_at);
CREATE INDEX lotto_rounds_open ON lotto_rounds (close_at) WHERE status = 'open';

-- Payout per baht per agent, market and bet type (a bet type without a row cannot be played for that agent).
CREATE TABLE lotto_rates (
  agent_id int NOT NULL REFERENCES agents(id),
  market_id int NOT NULL REFERENCES lotto_markets(id),
  bet_type text NOT NULL CHECK (lotto_number_length(bet_type) IS NOT NULL),
  rate_x100 int NOT NULL CHECK (rate_x100 > 0 AND rate_x100 <= 10000000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, market_id, bet_type)
);

-- Limits per agent, market and bet type (satang). Stake caps: one line, one number per member, one number
-- across all members (reached: sold out, เลขเต็ม). Exposure cap: the potential payout (stake x rate) of one
-- number across all members; reached, the number closes by itself. NULL means no cap.
CREATE TABLE lotto_limits (
  agent_id int NOT NULL REFERENCES agents(id),
  market_id int NOT NULL REFERENCES lotto_markets(id),
  bet_type text NOT NULL CHECK (lotto_number_length(bet_type) IS NOT NULL),
  min_per_line bigint NOT NULL CHECK (min_per_line > 0),
  max_per_line bigint NOT NULL CHECK (max_per_line >= min_per_line),
  max_per_member_number bigint CHECK (max_per_member_number > 0),
  cap_per_number bigint CHECK (cap_per_number > 0),
  exposure_cap bigint CHECK (exposure_cap > 0),
  PRIMARY KEY (agent_id, market_id, bet_type)
);

-- Restricted numbers (เลขอั้น) of one round: closed, or paid at a reduced rate.
CREATE TABLE lotto_restricted_numbers (
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  bet_type text NOT NULL CHECK (lotto_number_length(bet_type) IS NOT NULL),
  number text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('closed', 'reduced')),
  -- Reduced: the rate paid instead of the agent's (often half).
  rate_x100 int CHECK (rate_x100 > 0),
  note text NOT NULL DEFAULT '',
  CHECK (number ~ '^[0-9]+$' AND length(number) = lotto_number_length(bet_type)),
  CHECK ((mode = 'reduced') = (rate_x100 IS NOT NULL)),
  PRIMARY KEY (round_id, bet_type, number)
);

-- Running totals per agent, round, bet type and number: the row every bill on that number updates with a
-- guard in the same statement, so caps hold under parallel bills (the row lock serialises them).
CREATE TABLE lotto_number_totals (
  agent_id int NOT NULL,
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  bet_type text NOT NULL,
  number text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  -- Potential payout of the stake at each line's frozen rate.
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  PRIMARY KEY (round_id, bet_type, number, agent_id)
);

-- The same per member, for the maximum per number per member.
CREATE TABLE lotto_member_number_totals (
  member_id bigint NOT NULL,
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  bet_type text NOT NULL,
  number text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  PRIMARY KEY (member_id, round_id, bet_type, number)
);

CREATE TABLE lotto_bills (
  id bigserial PRIMARY KEY,
  agent_id int NOT NULL REFERENCES agents(id),
  member_id bigint NOT NULL REFERENCES members(id),
  round_id bigint NOT NULL REFERENCES lotto_rounds(id),
  -- The member's idempotency key: a replayed create answers this bill and debits nothing.
  request_id text NOT NULL,
  -- What the key stands for (round and lines): the same key with another bill is refused.
  fingerprint text NOT NULL,
  -- The ledger account debited (the member's main wallet) and the stake's ledger key.
  wallet_id bigint NOT NULL,
  ledger_key text NOT NULL UNIQUE,
  total bigint NOT NULL CHECK (total > 0),
  line_count int NOT NULL CHECK (line_count > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'cancelled', 'refunded')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  settled_at timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX lotto_bills_member ON lotto_bills (member_id, id DESC);
CREATE INDEX lotto_bills_round ON lotto_bills (round_id, status);

CREATE TABLE lotto_bill_lines (
  id bigserial PRIMARY KEY,
  bill_id bigint NOT NULL REFERENCES lotto_bills(id),
  round_id bigint NOT NULL,
  line_no int NOT NULL CHECK (line_no >= 1),
  bet_type text NOT NULL CHECK (lotto_number_length(bet_type) IS NOT NULL),
  number text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- Frozen when the bill is accepted: a later rate change never changes it.
  rate_x100 int NOT NULL CHECK (rate_x100 > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'cancelled', 'refunded')),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  CHECK (number ~ '^[0-9]+$' AND length(number) = lotto_number_length(bet_type)),
  UNIQUE (bill_id, line_no)
);
CREATE INDEX lotto_bill_lines_round ON lotto_bill_lines (round_id, bet_type, number);
