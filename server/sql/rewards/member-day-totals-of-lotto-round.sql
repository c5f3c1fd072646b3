-- A lotto round's close moved (member_day_totals, migration 1250): its standing bills' stakes and payouts move
-- from the Bangkok day of the old close to the new one, as the `member_play` view would date them.
CREATE OR REPLACE FUNCTION member_day_totals_of_lotto_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bangkok_day(OLD.close_at) = bangkok_day(NEW.close_at) THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_day_totals AS t (member_id, day, wallet_id, category, stake, win, placed_loss)
  SELECT b.member_id, d.day, b.wallet_id, 'lotto', sum(d.sign * b.total), sum(d.sign * b.payout), 0
    FROM lotto_bills b
   CROSS JOIN (VALUES (bangkok_day(OLD.close_at), -1::bigint), (bangkok_day(NEW.close_at), 1::bigint)) d(day, sign)
   WHERE b.round_id = NEW.id AND b.status IN ('pending', 'won', 'lost')
   GROUP BY b.member_id, d.day, b.wallet_id
   ORDER BY b.member_id, d.day, b.wallet_id
  ON CONFLICT (member_id, day, wallet_id, category) DO UPDATE
    SET stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS member_day_totals_lotto_round ON lotto_rounds;
CREATE TRIGGER member_day_totals_lotto_round AFTER UPDATE OF close_at ON lotto_rounds
  FOR EACH ROW WHEN (OLD.close_at IS DISTINCT FROM NEW.close_at)
  EXECUTE FUNCTION member_day_totals_of_lotto_round();
