-- Staff notes on a member are append-only: UPDATE, DELETE and TRUNCATE are refused (triggers, migration 0620).
CREATE OR REPLACE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
