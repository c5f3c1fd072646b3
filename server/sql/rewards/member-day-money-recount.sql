-- member_day_money (migration 1250) recounted from the ledger: the members' thb 'deposit' credits per Bangkok day,
-- as its trigger should have kept it (server/src/rewards/totals-check.ts).
CREATE OR REPLACE VIEW member_day_money_recount AS
  SELECT a.member_id, bangkok_day(e.created_at) AS day, sum(e.amount)::bigint AS deposit
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
   WHERE e.kind = 'deposit' AND e.amount > 0 AND a.member_id IS NOT NULL AND a.asset = 'thb'
   GROUP BY a.member_id, bangkok_day(e.created_at);
