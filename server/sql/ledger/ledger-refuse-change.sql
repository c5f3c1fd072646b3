-- The refusal behind the ledger's immutability triggers (migration 0201: UPDATE and DELETE on ledger_entries and
-- ledger_transfers) and behind game_providers_never_deleted (1020). Raised as 'ledger:IMMUTABLE <op> on <table>'.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger:IMMUTABLE % on %', TG_OP, TG_TABLE_NAME;
END $$;
