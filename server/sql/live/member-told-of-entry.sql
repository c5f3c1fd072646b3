-- What a member is told when an entry of theirs is written (issue 27, server/src/live/README.md), in the
-- database, so that no path that moves a member's money can forget to say so:
-- - 'money:<member id>' on 'member_events', so that their open pages fetch balances, wallets and statement again:
--   a deposit, a refusal's refund, a settled bill, an award, a staff adjustment, points. Not a game round
--   (transfer keys 'seamless:...'): a member sees those in the game, the app refreshes when the game closes, and
--   NOTIFY serialises the commits of the transactions that use it, which the hottest path must not pay for.
-- - An inbox row (told once: source 'entry:<entry id>') and 'inbox:<member id>' for a credit that is news: a
--   deposit, a lotto bill won or refunded (a round without a result), an award (bonus, cashback, commission: the
--   rewards engine's and a poll's) or a staff adjustment. Not the member's own moves (a transfer between their
--   wallets, a cancelled bill), withdrawals (their decision writes its row with the reason for the member:
--   server/src/payments/withdrawals.ts), points.
-- NOTIFY is transactional: it reaches the listeners when the transaction commits, never for one rolled back, and
-- one payload notified several times in a transaction is delivered once.
--
-- A trigger on ledger_entries for member entries only (the WHEN clause: a house entry costs no call). It runs
-- inside ledger_apply, so as the migration role, which may write member_inbox.
CREATE OR REPLACE FUNCTION member_told_of_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_key text;
  v_description text;
  v_member bigint;
  v_kind text;
BEGIN
  SELECT t.idem_key, t.description INTO v_key, v_description FROM ledger_transfers t WHERE t.id = NEW.transfer_id;
  IF v_key LIKE 'seamless:%' THEN
    RETURN NULL;
  END IF;
  SELECT a.member_id INTO v_member FROM ledger_accounts a WHERE a.id = NEW.account_id;
  PERFORM pg_notify('member_events', 'money:' || v_member);
  IF NEW.amount <= 0 OR NEW.asset <> 'thb'
     OR NEW.kind NOT IN ('deposit', 'win', 'refund', 'adjustment', 'bonus', 'cashback', 'affiliate') THEN
    RETURN NULL;
  END IF;
  IF NEW.kind IN ('win', 'refund') THEN
    IF v_key LIKE 'lotto:win:%' THEN
      v_kind := 'lotto_won';
    ELSIF v_key LIKE 'lotto:refund:%' THEN
      v_kind := 'lotto_refund';
    ELSE
      RETURN NULL;
    END IF;
  ELSIF NEW.kind = 'deposit' THEN
    v_kind := 'deposit';
  ELSIF NEW.kind = 'adjustment' THEN
    v_kind := 'adjustment';
  ELSE
    v_kind := 'award';
  END IF;
  INSERT INTO member_inbox (member_id, kind, title, body, amount, source, created_at)
  VALUES (v_member, v_kind,
          CASE v_kind WHEN 'deposit' THEN 'ฝากเงินสำเร็จ'
                      WHEN 'lotto_won' THEN 'ถูกรางวัลหวย'
                      WHEN 'lotto_refund' THEN 'คืนเงินโพยหวย'
                      WHEN 'adjustment' THEN 'แอดมินเพิ่มเงินให้'
                      ELSE 'ได้รับรางวัล' END,
          left(coalesce(v_description, ''), 500), NEW.amount, 'entry:' || NEW.id, NEW.created_at)
  ON CONFLICT (source) DO NOTHING;
  PERFORM pg_notify('member_events', 'inbox:' || v_member);
  RETURN NULL;
END $$;

-- Bound here, once: on a new database the migrations run before this file exists.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'ledger_entries_member_told' AND tgrelid = 'ledger_entries'::regclass) THEN
    CREATE TRIGGER ledger_entries_member_told AFTER INSERT ON ledger_entries
      FOR EACH ROW WHEN (NEW.balance_after IS NOT NULL)
      EXECUTE FUNCTION member_told_of_entry();
  END IF;
END $$;
