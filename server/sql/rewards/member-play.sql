-- Every stake and win of real play, with its game category: the one source of turnover, cashback, win/loss,
-- quests, points and commission (server/src/rewards/play.ts). A rolled-back bet counts nothing; a cancelled or
-- refunded lotto bill counts nothing.
--
-- Play counts only once the member can no longer undo it (issue 25). A game's bet counts when it is made (only
-- its provider can roll it back). A lotto bill can be cancelled until its market's cancel window ends, never
-- after its round closes, so it counts from its round's close ("นับยอดเมื่อปิดรับแทง"): `counted_at` is the
-- moment a stake stands for good, and every period and every "so far" reads play by it, up to the business
-- clock's now. `created_at` stays the moment the stake was placed (a turnover requirement counts only stakes
-- placed after it started). A lotto bill's win is dated with its stake.
--
-- Columns are only ever added at the end (CREATE OR REPLACE VIEW keeps the existing ones, in order). `game_code` and
-- `provider_id` (issue 28: the console's win/loss per game and per provider): a lotto bill's are 'lotto' and null.
CREATE OR REPLACE VIEW member_play AS
  SELECT s.member_id, s.wallet_id, g.category, s.created_at,
         CASE WHEN s.kind = 'bet' THEN s.amount ELSE 0 END AS stake,
         CASE WHEN s.kind = 'settle' THEN s.amount ELSE 0 END AS win,
         s.created_at AS counted_at, s.game_code, s.provider_id
    FROM seamless_transactions s
    JOIN games g ON g.code = s.game_code
   WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
  UNION ALL
  SELECT b.member_id, b.wallet_id, 'lotto', b.created_at, b.total, b.payout, r.close_at AS counted_at, 'lotto', NULL::int
    FROM lotto_bills b
    JOIN lotto_rounds r ON r.id = b.round_id
   WHERE b.status IN ('pending', 'won', 'lost');
