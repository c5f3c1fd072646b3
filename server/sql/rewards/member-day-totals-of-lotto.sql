-- Keeps member_day_totals (migration 1250) in step with lotto bills, in the statement that writes them: a bill
-- that stands (pending, won, lost) counts its stake and payout on the Bangkok day its round closes (the
-- `member_play` view's counted_at) and its net loss on the day it was placed (placed_loss, protection's); a
-- cancel or refund, a settlement (status and payout) or any other change takes the old rows' share off and adds
-- the new ones'. Per statement, from its transition tables: a settlement batch of many bills is one upsert of
-- their members' day rows, locked in key order (as every statement here locks them), so two batches never
-- deadlock on them. A transition table cannot be passed on, nor named by a statement of a trigger that lacks it
-- (an insert has no old rows): each branch gathers its rows as JSON for the one statement that counts them.
CREATE OR REPLACE FUNCTION member_day_totals_of_lotto() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_rows jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    v_rows := v_rows || coalesce((SELECT jsonb_agg(jsonb_build_object('b', to_jsonb(o), 'sign', -1))
                                    FROM old_bills o WHERE o.status IN ('pending', 'won', 'lost')), '[]');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    v_rows := v_rows || coalesce((SELECT jsonb_agg(jsonb_build_object('b', to_jsonb(n), 'sign', 1))
                                    FROM new_bills n WHERE n.status IN ('pending', 'won', 'lost')), '[]');
  END IF;
  WITH c AS (SELECT b.member_id, b.wallet_id, b.round_id, b.total, b.payout, b.created_at, (j->>'sign')::bigint AS sign
               FROM jsonb_array_elements(v_rows) j, jsonb_populate_record(NULL::lotto_bills, j->'b') b)
  INSERT INTO member_day_totals AS t (member_id, day, wallet_id, category, stake, win, placed_loss)
  SELECT x.member_id, x.day, x.wallet_id, 'lotto', sum(x.stake), sum(x.win), sum(x.placed_loss)
    FROM (SELECT c.member_id, bangkok_day(r.close_at) AS day, c.wallet_id,
                 c.sign * c.total AS stake, c.sign * c.payout AS win, 0::bigint AS placed_loss
            FROM c JOIN lotto_rounds r ON r.id = c.round_id
          UNION ALL
          SELECT c.member_id, bangkok_day(c.created_at), c.wallet_id, 0, 0, c.sign * (c.total - c.payout)
            FROM c) x
   GROUP BY x.member_id, x.day, x.wallet_id
  HAVING sum(x.stake) <> 0 OR sum(x.win) <> 0 OR sum(x.placed_loss) <> 0
   ORDER BY x.member_id, x.day, x.wallet_id
  ON CONFLICT (member_id, day, wallet_id, category) DO UPDATE
    SET stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win,
        placed_loss = t.placed_loss + EXCLUDED.placed_loss;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS member_day_totals_lotto_insert ON lotto_bills;
CREATE TRIGGER member_day_totals_lotto_insert AFTER INSERT ON lotto_bills REFERENCING NEW TABLE AS new_bills
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_totals_of_lotto();
DROP TRIGGER IF EXISTS member_day_totals_lotto_update ON lotto_bills;
CREATE TRIGGER member_day_totals_lotto_update AFTER UPDATE ON lotto_bills
  REFERENCING OLD TABLE AS old_bills NEW TABLE AS new_bills
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_totals_of_lotto();
DROP TRIGGER IF EXISTS member_day_totals_lotto_delete ON lotto_bills;
CREATE TRIGGER member_day_totals_lotto_delete AFTER DELETE ON lotto_bills REFERENCING OLD TABLE AS old_bills
  FOR EACH STATEMENT EXECUTE FUNCTION member_day_totals_of_lotto();
