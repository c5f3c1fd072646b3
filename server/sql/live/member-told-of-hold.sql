-- A hold of a member's money settled: a withdrawal approved (the money leaves the house's 'holds' for the paid-out
-- account, so no member balance moves and member_told_of_entry hears nothing) or refused. The member's open pages
-- are told 'money:<member id>' on 'member_events' (server/src/live/README.md) and fetch the withdrawal's status.
-- NOTIFY is transactional: it reaches the listeners when the transaction commits, never for one rolled back.
CREATE OR REPLACE FUNCTION member_told_of_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
BEGIN
  SELECT a.member_id INTO v_member FROM ledger_accounts a WHERE a.id = NEW.from_account;
  IF v_member IS NOT NULL THEN
    PERFORM pg_notify('member_events', 'money:' || v_member);
  END IF;
  RETURN NULL;
END $$;

-- Bound here, once: on a new database the migrations run before this file exists.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'ledger_holds_member_told' AND tgrelid = 'ledger_holds'::regclass) THEN
    CREATE TRIGGER ledger_holds_member_told AFTER UPDATE OF status ON ledger_holds
      FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status)
      EXECUTE FUNCTION member_told_of_hold();
  END IF;
END $$;
