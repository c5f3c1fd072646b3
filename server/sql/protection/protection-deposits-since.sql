-- Deposits credited to a member since p_from, and the open orders that may still be paid, at the amount the
-- member asked for (a bank-transfer order's unique pay amount adds up to 1 %, at most 9.99 baht, to tell it apart).
-- Credits from the running totals (member_day_money, migration 1250, kept by a trigger on the ledger's entries):
-- whole Bangkok days from p_from's day on (from the next day when p_from falls inside one); the rest of a day
-- p_from starts inside from the entries of the member's accounts (read only then: every limit's period starts a
-- day). The day boundaries are written out as in protection_loss_since.
CREATE OR REPLACE FUNCTION protection_deposits_since(p_member bigint, p_from timestamptz, p_now timestamptz) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(m.deposit) FROM member_day_money m
                    WHERE m.member_id = p_member
                      AND m.day >= ((p_from AT TIME ZONE 'UTC') + interval '7 hours')::date + CASE WHEN p_from = ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') THEN 0 ELSE 1 END), 0)
       + coalesce((SELECT sum(e.amount) FROM ledger_accounts a
                     JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit'
                    WHERE p_from <> ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') AND a.member_id = p_member AND a.asset = 'thb' AND e.amount > 0
                      AND e.created_at >= p_from AND e.created_at < ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') + interval '1 day'), 0)
       + coalesce((SELECT sum(o.amount) FROM deposit_orders o
                    WHERE o.member_id = p_member AND o.status = 'pending' AND o.expires_at > p_now), 0)
$$;
