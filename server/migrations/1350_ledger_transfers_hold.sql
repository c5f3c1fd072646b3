-- The transfers that settled a hold (post_hold, void_hold: the only ones with a hold_id), indexed (issue 31).
-- ledger:check's "each settled hold was settled once, by its own transfer" counts each hold's settling transfers
-- (server/src/ledger/check.ts); without this index that count was a sequential scan of ledger_transfers per hold,
-- so the check grew with holds x transfers: on a seed:scale database of 397,942 rounds (597,649 transfers, 3,443
-- holds) the query alone ran for minutes, and at the issue's default size (10 million rounds) it would not end.
-- Partial: a bet, a win or a deposit (almost every transfer) adds no index entry.
CREATE INDEX ledger_transfers_hold ON ledger_transfers (hold_id) WHERE hold_id IS NOT NULL;
