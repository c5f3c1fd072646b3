-- Nobody shortens a time-out or a self-exclusion that is still running, whatever the path (the member's own
-- screen, a staff tool, SQL typed by hand): only a later end, or a self-exclusion replacing a time-out, is
-- accepted. Trigger of member_protection (migration 1000). The clock is the transaction's 'protection.now'
-- (server/src/protection/changes.ts sets it from the business clock), else the database's now().
CREATE OR REPLACE FUNCTION member_protection_keep_exclusion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := coalesce(nullif(current_setting('protection.now', true), '')::timestamptz, now());
BEGIN
  IF OLD.excluded_until IS NOT NULL AND OLD.excluded_until > v_now THEN
    IF NEW.excluded_until IS NULL OR NEW.excluded_until < OLD.excluded_until
       OR (OLD.exclusion_kind = 'self_exclusion' AND NEW.exclusion_kind <> 'self_exclusion') THEN
      RAISE EXCEPTION 'ledger:PROTECTION_SHORTEN_REFUSED';
    END IF;
  END IF;
  RETURN NEW;
END $$;
