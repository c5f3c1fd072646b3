-- The member's inbox (issue 27): what happened to their money, told once each, read or not
-- (server/src/live/README.md). Credits are written by the database from the ledger
-- (server/sql/live/member-told-of-entry.sql), withdrawal decisions by the decision itself
-- (server/src/payments/withdrawals.ts). `source` names what a row tells of, so nothing is told twice.
CREATE TABLE member_inbox (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  kind text NOT NULL CHECK (kind IN (
    'deposit', 'withdrawal_approved', 'withdrawal_refused', 'lotto_won', 'lotto_refund', 'award', 'adjustment')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 500),
  amount bigint CHECK (amount > 0),
  source text NOT NULL UNIQUE CHECK (length(source) <= 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX member_inbox_member ON member_inbox (member_id, id DESC);
CREATE INDEX member_inbox_unread ON member_inbox (member_id) WHERE read_at IS NULL;
