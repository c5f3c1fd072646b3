-- Deposits credited to a member since p_from, and the open orders that may still be paid, at the amount the
-- member asked for (a bank-transfer order's unique pay amount adds up to 1 %, at most 9.99 baht, to tell it apart).
CREATE OR REPLACE FUNCTION protection_deposits_since(p_member bigint, p_from timestamptz, p_now timestamptz) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(e.amount) FROM ledger_accounts a
                     JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit' AND e.created_at >= p_from
                    WHERE a.member_id = p_member AND a.asset = 'thb' AND e.amount > 0), 0)
       + coalesce((SELECT sum(o.amount) FROM deposit_orders o
                    WHERE o.member_id = p_member AND o.status = 'pending' AND o.expires_at > p_now), 0)
$$;
