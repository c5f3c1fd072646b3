-- A member's net loss (stakes minus wins; rollbacks and cancelled bills left out) since p_from, dated by when
-- each stake was placed. Read from the running totals (member_day_totals.placed_loss, migration 1250, kept by
-- triggers in the transaction of each bet): whole Bangkok days from p_from's day on (from the next day when
-- p_from falls inside one), a handful of rows whatever the history; the rest of a day p_from starts inside from
-- the raw rows of that day alone, through the member's wallets (the (wallet_id, created_at) index bounds it).
-- p_except leaves out one seamless claim (the stake being judged, counted by the caller): seamless_bet writes
-- its row, and so its totals, before it asks, so it is taken off them. PL/pgSQL so that its plans are kept for
-- the session: it runs on every bet of a member with a loss limit, three times.
CREATE OR REPLACE FUNCTION protection_loss_since(p_member bigint, p_from timestamptz, p_except bigint DEFAULT NULL)
  RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_whole_from timestamptz := protection_period_start('day', p_from);
  v_loss bigint;
BEGIN
  IF v_whole_from < p_from THEN
    v_whole_from := v_whole_from + interval '1 day';
  END IF;
  SELECT coalesce(sum(t.placed_loss), 0) INTO v_loss
    FROM member_day_totals t WHERE t.member_id = p_member AND t.day >= bangkok_day(v_whole_from);
  IF p_except IS NOT NULL THEN
    v_loss := v_loss - coalesce((SELECT CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END
                                   FROM seamless_transactions s
                                  WHERE s.id = p_except AND s.member_id = p_member AND s.kind IN ('bet', 'settle')
                                    AND s.status = 'done' AND s.created_at >= v_whole_from), 0);
  END IF;
  IF p_from < v_whole_from THEN
    v_loss := v_loss
      + coalesce((SELECT sum(CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END)
                    FROM ledger_accounts a
                    JOIN seamless_transactions s ON s.wallet_id = a.id
                   WHERE a.member_id = p_member AND a.asset = 'thb'
                     AND s.created_at >= p_from AND s.created_at < v_whole_from
                     AND s.kind IN ('bet', 'settle') AND s.status = 'done'
                     AND s.id IS DISTINCT FROM p_except), 0)
      + coalesce((SELECT sum(b.total - b.payout) FROM lotto_bills b
                   WHERE b.member_id = p_member AND b.created_at >= p_from AND b.created_at < v_whole_from
                     AND b.status IN ('pending', 'won', 'lost')), 0);
  END IF;
  RETURN v_loss;
END $$;
