-- A member's protection row is never deleted (trigger of member_protection, migration 1000).
CREATE OR REPLACE FUNCTION member_protection_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger:PROTECTION_SHORTEN_REFUSED';
END $$;
