-- Issue 29: which LINE messages a member wants, per category (server/src/line/README.md, "Messages a member
-- wants"). No row: the defaults, money and lotto on (they are about the member's own money and bets), rewards
-- off (marketing: awards, coupons, free spins). Read by the database when an event enqueues its message
-- (server/sql/line) and again by the deliverer when it sends.
CREATE TABLE member_line_prefs (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  money boolean NOT NULL DEFAULT true,
  lotto boolean NOT NULL DEFAULT true,
  rewards boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

