-- A member's net loss (stakes minus wins; rollbacks and cancelled bills left out) since p_from, dated by when
-- each stake was placed. Read from the running totals (member_day_totals.placed_loss, migration 1250, kept by
-- triggers in the transaction of each bet): whole Bangkok days from p_from's day on (from the next day when
-- p_from falls inside one), a handful of rows whatever the history; the rest of a day p_from starts inside from
-- the raw rows of that day alone, through the member's wallets (the (wallet_id, created_at) index bounds it).
-- p_except leaves out one seamless claim (the stake being judged, counted by the caller): seamless_bet writes
-- its row, and so its totals, before it asks, so it is taken off them. The day boundaries are written out
-- (protection_period_start's, tests/server/protection/period-parity.test.ts): this file is created before the
-- functions of later files, and a constant expression of p_from lets the planner skip the raw reads at once
-- when p_from starts a day (every limit's period does).
CREATE OR REPLACE FUNCTION protection_loss_since(p_member bigint, p_from timestamptz, p_except bigint DEFAULT NULL)
  RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(t.placed_loss) FROM member_day_totals t
                    WHERE t.member_id = p_member
                      AND t.day >= ((p_from AT TIME ZONE 'UTC') + interval '7 hours')::date + CASE WHEN p_from = ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') THEN 0 ELSE 1 END), 0)
       - coalesce((SELECT CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END
                     FROM seamless_transactions s
                    WHERE s.id = p_except AND s.member_id = p_member AND s.kind IN ('bet', 'settle')
                      AND s.status = 'done'
                      AND s.created_at >= ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') + CASE WHEN p_from = ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') THEN interval '0' ELSE interval '1 day' END), 0)
       + coalesce((SELECT sum(CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END)
                     FROM ledger_accounts a
                     JOIN seamless_transactions s ON s.wallet_id = a.id
                    WHERE p_from <> ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') AND a.member_id = p_member AND a.asset = 'thb'
                      AND s.created_at >= p_from AND s.created_at < ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') + interval '1 day'
                      AND s.kind IN ('bet', 'settle') AND s.status = 'done'
                      AND s.id IS DISTINCT FROM p_except), 0)
       + coalesce((SELECT sum(b.total - b.payout) FROM lotto_bills b
                    WHERE p_from <> ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') AND b.member_id = p_member
                      AND b.created_at >= p_from AND b.created_at < ((date_trunc('day', (p_from AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours') AT TIME ZONE 'UTC') + interval '1 day'
                      AND b.status IN ('pending', 'won', 'lost')), 0)
$$;
