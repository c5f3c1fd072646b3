-- Deposits credited to a member since p_from, and the open orders that may still be paid, at the amount the
-- member asked for (a bank-transfer order's unique pay amount adds up to 1 %, at most 9.99 baht, to tell it apart).
-- Credits from the running totals (member_day_money, migration 1250, kept by a trigger on the ledger's entries):
-- whole Bangkok days from p_from's day on (from the next day when p_from falls inside one); the rest of a day
-- p_from starts inside from that day's entries of the member's accounts (ledger_entries_deposit_time).
CREATE OR REPLACE FUNCTION protection_deposits_since(p_member bigint, p_from timestamptz, p_now timestamptz) RETURNS bigint
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_whole_from timestamptz := protection_period_start('day', p_from);
  v_total bigint;
BEGIN
  IF v_whole_from < p_from THEN
    v_whole_from := v_whole_from + interval '1 day';
  END IF;
  SELECT coalesce(sum(m.deposit), 0) INTO v_total
    FROM member_day_money m WHERE m.member_id = p_member AND m.day >= bangkok_day(v_whole_from);
  IF p_from < v_whole_from THEN
    v_total := v_total
      + coalesce((SELECT sum(e.amount) FROM ledger_accounts a
                    JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit'
                   WHERE a.member_id = p_member AND a.asset = 'thb' AND e.amount > 0
                     AND e.created_at >= p_from AND e.created_at < v_whole_from), 0);
  END IF;
  RETURN v_total + coalesce((SELECT sum(o.amount) FROM deposit_orders o
                              WHERE o.member_id = p_member AND o.status = 'pending' AND o.expires_at > p_now), 0);
END $$;
