-- Keeps member_day_totals (migration 1250) in step with a game's bets and settlements, in the transaction that
-- writes them: a bet or settlement with status 'done' adds its stake or win on the Bangkok day it was made, and
-- its net loss to placed_loss; a rollback (the status flips to 'rolled_back') or any other change takes the old
-- row's share off and adds the new one's. A game not in the catalogue counts in placed_loss alone, under category
-- '' (the `member_play` view leaves its play out; protection_loss_since does not). One update per row (an
-- insert for the member's first play of the day): on a seamless bet it is the one extra statement, on the
-- member's row of the day, wallet and category (a parallel bet of the same member in the same category waits
-- for it, as it would for the wallet's row anyway).
CREATE OR REPLACE FUNCTION member_day_totals_of_seamless() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r seamless_transactions;
  v_sign bigint;
  v_category text;
  v_day date;
  v_stake bigint;
  v_win bigint;
  v_loss bigint;
BEGIN
  FOR i IN 1..2 LOOP
    IF i = 1 THEN
      CONTINUE WHEN TG_OP = 'INSERT';
      r := OLD;
      v_sign := -1;
    ELSE
      CONTINUE WHEN TG_OP = 'DELETE';
      r := NEW;
      v_sign := 1;
    END IF;
    CONTINUE WHEN r.kind NOT IN ('bet', 'settle') OR r.status <> 'done';
    v_category := NULL;
    SELECT g.category INTO v_category FROM games g WHERE g.code = r.game_code;
    v_day := bangkok_day(r.created_at);
    v_stake := CASE WHEN r.kind = 'bet' AND v_category IS NOT NULL THEN v_sign * r.amount ELSE 0 END;
    v_win := CASE WHEN r.kind = 'settle' AND v_category IS NOT NULL THEN v_sign * r.amount ELSE 0 END;
    v_loss := CASE WHEN r.kind = 'bet' THEN v_sign * r.amount ELSE -v_sign * r.amount END;
    -- The member's row of the day exists after their first play of it: an update by key (a HOT update) then.
    UPDATE member_day_totals t SET stake = t.stake + v_stake, win = t.win + v_win, placed_loss = t.placed_loss + v_loss
     WHERE t.member_id = r.member_id AND t.day = v_day AND t.wallet_id = r.wallet_id
       AND t.category = coalesce(v_category, '');
    CONTINUE WHEN FOUND;
    INSERT INTO member_day_totals AS t (member_id, day, wallet_id, category, stake, win, placed_loss)
    VALUES (r.member_id, v_day, r.wallet_id, coalesce(v_category, ''), v_stake, v_win, v_loss)
    ON CONFLICT (member_id, day, wallet_id, category) DO UPDATE
      SET stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win,
          placed_loss = t.placed_loss + EXCLUDED.placed_loss;
  END LOOP;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS member_day_totals_seamless_insert ON seamless_transactions;
CREATE TRIGGER member_day_totals_seamless_insert AFTER INSERT ON seamless_transactions
  FOR EACH ROW WHEN (NEW.kind IN ('bet', 'settle') AND NEW.status = 'done')
  EXECUTE FUNCTION member_day_totals_of_seamless();
DROP TRIGGER IF EXISTS member_day_totals_seamless_update ON seamless_transactions;
CREATE TRIGGER member_day_totals_seamless_update AFTER UPDATE ON seamless_transactions
  FOR EACH ROW WHEN ((OLD.kind, OLD.status, OLD.amount, OLD.created_at, OLD.member_id, OLD.wallet_id, OLD.game_code)
                     IS DISTINCT FROM
                     (NEW.kind, NEW.status, NEW.amount, NEW.created_at, NEW.member_id, NEW.wallet_id, NEW.game_code))
  EXECUTE FUNCTION member_day_totals_of_seamless();
DROP TRIGGER IF EXISTS member_day_totals_seamless_delete ON seamless_transactions;
CREATE TRIGGER member_day_totals_seamless_delete AFTER DELETE ON seamless_transactions
  FOR EACH ROW EXECUTE FUNCTION member_day_totals_of_seamless();
