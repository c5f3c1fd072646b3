-- Running totals of play and deposits per member and Bangkok day (issue 31): the periods (a day, a week, a month,
-- a turnover requirement's window) read a handful of day rows instead of summing raw play. Kept in the same
-- transaction as the rows they sum, by triggers on the source tables (server/sql/rewards/member-day-*.sql), so no
-- path can forget them; `npm run ledger:check` compares them with a recomputation from raw play
-- (server/src/rewards/totals-check.ts). A Bangkok day is the UTC time plus 7 hours, as protection_period_start.
--
-- member_day_totals, one row per member, Bangkok day, wallet and category:
--   stake, win: the `member_play` view's, on the day its `counted_at` falls (a game's bet or settlement on the day
--     it was made; a lotto bill's stake and win on the day its round closes), for a category the view knows: a
--     game's category, or 'lotto'.
--   placed_loss: stakes minus wins on the day they were placed (a lotto bill on the day of its `created_at`): the
--     net loss the loss limits count (protection_loss_since). For a game's bet it is the same day as its stake;
--     a seamless row whose game is not in the catalogue (the view leaves it out) counts here alone, under
--     category ''.
-- member_day_money, one row per member and Bangkok day:
--   deposit: the member's thb 'deposit' credits of the ledger (what the deposit limits and deposit quests sum).
CREATE TABLE member_day_totals (
  member_id bigint NOT NULL,
  day date NOT NULL,
  wallet_id bigint NOT NULL,
  category text NOT NULL,
  stake bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  placed_loss bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, wallet_id, category)
);
-- An agent's day (the day's jobs, reports) reads the day's rows, not each member's history. A bet's upsert of an
-- existing row changes no indexed column (a HOT update): only a member's first play of a day writes this index.
CREATE INDEX member_day_totals_day ON member_day_totals (day);

CREATE TABLE member_day_money (
  member_id bigint NOT NULL,
  day date NOT NULL,
  deposit bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

-- Backfill from what exists (one statement each; the triggers keep them from here on).
INSERT INTO member_day_totals (member_id, day, wallet_id, category, stake, win, placed_loss)
SELECT x.member_id, x.day, x.wallet_id, x.category, sum(x.stake), sum(x.win), sum(x.placed_loss)
  FROM (SELECT s.member_id, ((s.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day, s.wallet_id,
               coalesce(g.category, '') AS category,
               CASE WHEN s.kind = 'bet' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS stake,
               CASE WHEN s.kind = 'settle' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS win,
               CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END AS placed_loss
          FROM seamless_transactions s LEFT JOIN games g ON g.code = s.game_code
         WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
        UNION ALL
        SELECT b.member_id, ((r.close_at AT TIME ZONE 'UTC') + interval '7 hours')::date, b.wallet_id, 'lotto',
               b.total, b.payout, 0
          FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id
         WHERE b.status IN ('pending', 'won', 'lost')
        UNION ALL
        SELECT b.member_id, ((b.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, b.wallet_id, 'lotto',
               0, 0, b.total - b.payout
          FROM lotto_bills b
         WHERE b.status IN ('pending', 'won', 'lost')) x
 GROUP BY x.member_id, x.day, x.wallet_id, x.category;

INSERT INTO member_day_money (member_id, day, deposit)
SELECT a.member_id, ((e.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(e.amount)
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
 WHERE e.kind = 'deposit' AND e.amount > 0 AND e.asset = 'thb' AND a.member_id IS NOT NULL
 GROUP BY 1, 2;
