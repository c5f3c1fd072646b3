-- A member's net loss (stakes minus wins; rollbacks and cancelled bills left out) since p_from. Read through the
-- member's wallets: the (wallet_id, created_at) index of seamless_transactions bounds it. p_except leaves out one
-- seamless claim (the stake being judged, counted by the caller).
CREATE OR REPLACE FUNCTION protection_loss_since(p_member bigint, p_from timestamptz, p_except bigint DEFAULT NULL)
  RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END)
                     FROM ledger_accounts a
                     JOIN seamless_transactions s ON s.wallet_id = a.id AND s.created_at >= p_from
                    WHERE a.member_id = p_member AND a.asset = 'thb'
                      AND s.kind IN ('bet', 'settle') AND s.status = 'done'
                      AND s.id IS DISTINCT FROM p_except), 0)
       + coalesce((SELECT sum(b.total - b.payout) FROM lotto_bills b
                    WHERE b.member_id = p_member AND b.created_at >= p_from
                      AND b.status IN ('pending', 'won', 'lost')), 0)
$$;
