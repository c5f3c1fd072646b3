-- One business clock (issue 25). A test deployment runs its business time ahead of the system clock
-- (CLOCK_OFFSET_MS; tests move the app's clock through BuildOptions.clock), and every rule reads that one clock,
-- the app's `app.clock()`. Rows that rules read back as business time must therefore be stamped with it, not with
-- the database's now(): a game's bet and settlement (member_play dates stakes and wins by them: cashback,
-- win/loss, quests, points, commission, turnover), and the ledger rows of awards and points (points expire by
-- the day they were received). Without it a bet placed "tomorrow" was dated today and points expired the day
-- they were earned. server/src/README.md lists what reads which clock.
--
-- The change is in the functions, which server/sql defines (applied after the migrations):
-- ledger/ledger-apply.sql takes the time of the movement as p_at (NULL keeps the database's now());
-- games/seamless-bet.sql, seamless-settle.sql and seamless-rollback.sql date their claims and transfers by
-- p_now. This file only drops the signatures that changed, since CREATE OR REPLACE cannot change a function's
-- arguments and would add an overload beside the old one. ledger_apply is dropped and created rather than
-- overloaded: one function, so an 8-argument call (the SQL functions of other modules) is not ambiguous and keeps
-- its meaning. seamless_bet kept its signature (1010 already took p_now).
--
-- Until server/sql existed this file also carried the four functions' full text; it was reduced to the drops
-- before any production database applied it (server/migrations/README.md).
DROP FUNCTION ledger_apply(text, text, text, text, text, jsonb, jsonb, bigint);
DROP FUNCTION seamless_settle(int, text, bigint, bigint, bigint, text, text, bigint, bigint, jsonb);
DROP FUNCTION seamless_rollback(int, text, bigint, bigint, bigint, text, text, text, jsonb);
