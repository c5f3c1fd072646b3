-- Issue 30, the Hub88 win's bet checked inside the settlement: seamless_settle (server/sql/games/seamless-settle.sql)
-- takes a twelfth parameter, p_reference (the bet a win names, null for the built-in provider), and the round trip
-- of the win's pre-check is gone. The old signature is dropped here as well as in that file, so that a server of
-- the release before, seeing this migration it does not have, leaves the new definition alone (server/sql README).
DROP FUNCTION IF EXISTS seamless_settle(int, text, bigint, bigint, bigint, text, text, bigint, bigint, jsonb,
                                        timestamptz);
-- The new definition also takes the round's bets before its claim (whose insert updates the member's day totals):
-- the claim first let a win and a rollback of one round deadlock (the rollback takes the bets, then the totals).
