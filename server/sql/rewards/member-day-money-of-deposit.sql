-- Keeps member_day_money (migration 1250) in step with the ledger: a thb 'deposit' credit of a member's account
-- adds to the member's row of the Bangkok day, in the transaction of ledger_apply that writes it (ledger entries
-- are never changed or deleted). The deposit limits and deposit quests read these rows.
CREATE OR REPLACE FUNCTION member_day_money_of_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_day_money AS t (member_id, day, deposit)
  SELECT a.member_id, bangkok_day(NEW.created_at), NEW.amount
    FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.member_id IS NOT NULL AND a.asset = 'thb'
  ON CONFLICT (member_id, day) DO UPDATE SET deposit = t.deposit + EXCLUDED.deposit;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS member_day_money_deposit ON ledger_entries;
CREATE TRIGGER member_day_money_deposit AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.kind = 'deposit' AND NEW.amount > 0)
  EXECUTE FUNCTION member_day_money_of_deposit();
