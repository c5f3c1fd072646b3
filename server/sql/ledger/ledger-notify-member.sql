-- A member's money moved: the servers listening on 'member_events' tell that member's open pages
-- (server/src/live/README.md), which fetch their balances, wallets and statement again. The payload is
-- 'money:<member id>'. Triggers on the balance itself and on the settling of a hold (a withdrawal approved moves
-- no member balance, yet changes what the member's statement says), so that no path that moves a member's money
-- (a deposit, a withdrawal decided, a settled bill, an award, a game round, a staff adjustment) can forget to say
-- so. NOTIFY is transactional: it reaches the listeners when the transaction commits, never for one rolled back,
-- and one payload notified several times in a transaction is delivered once.
CREATE OR REPLACE FUNCTION ledger_notify_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
BEGIN
  IF TG_TABLE_NAME = 'ledger_accounts' THEN
    v_member := NEW.member_id;
  ELSE
    SELECT a.member_id INTO v_member FROM ledger_accounts a WHERE a.id = NEW.from_account;
  END IF;
  IF v_member IS NOT NULL THEN
    PERFORM pg_notify('member_events', 'money:' || v_member);
  END IF;
  RETURN NULL;
END $$;

-- Bound here, once: on a new database the migrations run before this file exists.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'ledger_accounts_notify_member' AND tgrelid = 'ledger_accounts'::regclass) THEN
    CREATE TRIGGER ledger_accounts_notify_member AFTER UPDATE OF balance ON ledger_accounts
      FOR EACH ROW WHEN (NEW.owner = 'member' AND NEW.balance IS DISTINCT FROM OLD.balance)
      EXECUTE FUNCTION ledger_notify_member();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'ledger_holds_notify_member' AND tgrelid = 'ledger_holds'::regclass) THEN
    CREATE TRIGGER ledger_holds_notify_member AFTER UPDATE OF status ON ledger_holds
      FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status)
      EXECUTE FUNCTION ledger_notify_member();
  END IF;
END $$;
