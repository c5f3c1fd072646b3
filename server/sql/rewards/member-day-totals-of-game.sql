-- A game's category changed (member_day_totals, migration 1250): the `member_play` view reads the catalogue's
-- category now, so the game's past play moves to the new category. Per statement, from its transition tables:
-- an import that recategorises many games is one pass over seamless_transactions, any other change of games
-- (a thumbnail, a status) one look at the changed rows. A seamless row whose game is not in the catalogue counts
-- in placed_loss under '' and stays there if the game is added later (seamless_bet refuses a bet on a game its
-- session does not hold, so none is written today); `npm run ledger:check` would name it.
CREATE OR REPLACE FUNCTION member_day_totals_of_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_games o JOIN new_games n ON n.id = o.id
                  WHERE (o.code, o.category) IS DISTINCT FROM (n.code, n.category)) THEN
    RETURN NULL;
  END IF;
  WITH c AS (SELECT o.code, o.category, -1::bigint AS sign FROM old_games o JOIN new_games n ON n.id = o.id
              WHERE (o.code, o.category) IS DISTINCT FROM (n.code, n.category)
             UNION ALL
             SELECT n.code, n.category, 1::bigint FROM old_games o JOIN new_games n ON n.id = o.id
              WHERE (o.code, o.category) IS DISTINCT FROM (n.code, n.category))
  INSERT INTO member_day_totals AS t (member_id, day, wallet_id, category, stake, win, placed_loss)
  SELECT s.member_id, bangkok_day(s.created_at), s.wallet_id, c.category,
         sum(CASE WHEN s.kind = 'bet' THEN c.sign * s.amount ELSE 0 END),
         sum(CASE WHEN s.kind = 'settle' THEN c.sign * s.amount ELSE 0 END),
         sum(c.sign * CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END)
    FROM seamless_transactions s JOIN c ON c.code = s.game_code
   WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
   GROUP BY s.member_id, bangkok_day(s.created_at), s.wallet_id, c.category
   ORDER BY s.member_id, bangkok_day(s.created_at), s.wallet_id, c.category
  ON CONFLICT (member_id, day, wallet_id, category) DO UPDATE
    SET stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win,
        placed_loss = t.placed_loss + EXCLUDED.placed_loss;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS member_day_totals_game_category ON games;
CREATE TRIGGER member_day_totals_game_category AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_games NEW TABLE AS new_games
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_totals_of_game();
