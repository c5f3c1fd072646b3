-- member_day_totals (migration 1250) recounted from raw play, as its triggers should have kept it: what
-- `npm run ledger:check` compares the table with (server/src/rewards/totals-check.ts) and the property tests
-- after every step. The same sums as the migration's backfill.
CREATE OR REPLACE VIEW member_day_totals_recount AS
  SELECT x.member_id, x.day, x.wallet_id, x.category,
         sum(x.stake)::bigint AS stake, sum(x.win)::bigint AS win, sum(x.placed_loss)::bigint AS placed_loss
    FROM (SELECT s.member_id, bangkok_day(s.created_at) AS day, s.wallet_id, coalesce(g.category, '') AS category,
                 CASE WHEN s.kind = 'bet' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS stake,
                 CASE WHEN s.kind = 'settle' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS win,
                 CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END AS placed_loss
            FROM seamless_transactions s LEFT JOIN games g ON g.code = s.game_code
           WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
          UNION ALL
          SELECT b.member_id, bangkok_day(r.close_at), b.wallet_id, 'lotto', b.total, b.payout, 0
            FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id
           WHERE b.status IN ('pending', 'won', 'lost')
          UNION ALL
          SELECT b.member_id, bangkok_day(b.created_at), b.wallet_id, 'lotto', 0, 0, b.total - b.payout
            FROM lotto_bills b
           WHERE b.status IN ('pending', 'won', 'lost')) x
   GROUP BY x.member_id, x.day, x.wallet_id, x.category;
