-- Play counts only once the member can no longer undo it (issue 25). A lotto bill can be cancelled, and its
-- stake returned, until its market's cancel window ends, never after its round closes: until then it counted
-- toward cashback, win/loss, commission, quests, points and turnover, and a member could cancel the bills after
-- the day's job had paid on them (tried: +10,400 baht a week per member with no net stake). Now a lotto bill
-- counts from its round's close ("นับยอดเมื่อปิดรับแทง"), and is dated there: `counted_at` is the moment a
-- stake stands for good, and every period (a day's cashback, a week's win/loss, a month's commission) and
-- every "so far" (a quest, a turnover requirement) reads play by it, up to the business clock's now.
-- A game's bet counts when it is made (only its provider can roll it back, and a rolled-back bet counts
-- nothing); `created_at` stays the moment the stake was placed (a requirement counts only stakes placed after it
-- started).
CREATE OR REPLACE VIEW member_play AS
  SELECT s.member_id, s.wallet_id, g.category, s.created_at,
         CASE WHEN s.kind = 'bet' THEN s.amount ELSE 0 END AS stake,
         CASE WHEN s.kind = 'settle' THEN s.amount ELSE 0 END AS win,
         s.created_at AS counted_at
    FROM seamless_transactions s
    JOIN games g ON g.code = s.game_code
   WHERE s.kind IN ('bet', 'settle') AND s.status = 'done'
  UNION ALL
  SELECT b.member_id, b.wallet_id, 'lotto', b.created_at, b.total, b.payout, r.close_at AS counted_at
    FROM lotto_bills b
    JOIN lotto_rounds r ON r.id = b.round_id
   WHERE b.status IN ('pending', 'won', 'lost');

-- A period of everyone's lotto play is the rounds that closed in it, then their bills (lotto_bills_round).
CREATE INDEX lotto_rounds_close ON lotto_rounds (close_at);
