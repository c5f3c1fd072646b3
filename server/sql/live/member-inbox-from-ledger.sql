-- The inbox rows the ledger writes (issue 27, server/src/live/README.md): a member's wallet credited by a deposit,
-- a lotto bill won or refunded (a round without a result), an award (bonus, cashback, commission: the rewards
-- engine's and a poll's) or a staff adjustment, each told once (source 'entry:<entry id>'), then 'inbox:<member
-- id>' notified. In the database, so that no award path can forget to tell. Not told: game rounds (a member sees
-- them as they play), the member's own moves (a transfer between their wallets, a cancelled bill), withdrawals
-- (their decision writes its row with the reason for the member: server/src/payments/withdrawals.ts), points.
--
-- A trigger on ledger_entries for the credited member side only (the WHEN clause: a bet, a house row or a debit
-- costs no call). It runs inside ledger_apply, so as the migration role, which may write member_inbox.
CREATE OR REPLACE FUNCTION member_inbox_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_key text;
  v_description text;
  v_member bigint;
  v_kind text;
BEGIN
  SELECT t.idem_key, t.description INTO v_key, v_description FROM ledger_transfers t WHERE t.id = NEW.transfer_id;
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
  SELECT a.member_id INTO v_member FROM ledger_accounts a WHERE a.id = NEW.account_id;
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
                  WHERE tgname = 'ledger_entries_member_inbox' AND tgrelid = 'ledger_entries'::regclass) THEN
    CREATE TRIGGER ledger_entries_member_inbox AFTER INSERT ON ledger_entries
      FOR EACH ROW WHEN (NEW.amount > 0 AND NEW.balance_after IS NOT NULL AND NEW.asset = 'thb'
                         AND NEW.kind IN ('deposit', 'win', 'refund', 'adjustment', 'bonus', 'cashback', 'affiliate'))
      EXECUTE FUNCTION member_inbox_from_ledger();
  END IF;
END $$;
