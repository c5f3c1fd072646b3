-- Every transfer's entries sum to zero, per asset, when its transaction commits (migration 1040): a constraint
-- trigger on ledger_entries, deferred to the commit so that ledger_apply may write a transfer's entries in any
-- order. It fires once per entry; the first firing for a transfer checks all its entries (they are all written by
-- then) and the others of the same transfer skip (the transaction-local setting names the transfer last checked;
-- ledger_apply writes a transfer's entries together, so they fire in a row). Raised as 'ledger:UNBALANCED'.
CREATE OR REPLACE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_asset text;
  v_total bigint;
BEGIN
  IF current_setting('ledger.balanced_transfer', true) = NEW.transfer_id::text THEN
    RETURN NULL;
  END IF;
  SELECT e.asset, sum(e.amount) INTO v_asset, v_total FROM ledger_entries e
   WHERE e.transfer_id = NEW.transfer_id GROUP BY e.asset HAVING sum(e.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger:UNBALANCED transfer % (%) sums to %', NEW.transfer_id, v_asset, v_total;
  END IF;
  PERFORM set_config('ledger.balanced_transfer', NEW.transfer_id::text, true);
  RETURN NULL;
END $$;

-- The trigger is bound here, once, since a migration runs before this file exists on a new database.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'ledger_entries_balanced' AND tgrelid = 'ledger_entries'::regclass) THEN
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
  END IF;
END $$;
