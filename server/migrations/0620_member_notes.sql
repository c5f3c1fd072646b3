-- Staff notes on a member: an append-only list (a note is never edited or removed; a correction is a new note).
CREATE TABLE member_notes (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  staff_id bigint NOT NULL REFERENCES staff(id),
  staff_username text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member ON member_notes (member_id, id DESC);

CREATE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER member_notes_no_update_delete BEFORE UPDATE OR DELETE ON member_notes
  FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();
CREATE TRIGGER member_notes_no_truncate BEFORE TRUNCATE ON member_notes
  FOR EACH STATEMENT EXECUTE FUNCTION member_notes_append_only();

-- Member search by name, bank account and referral code (phone has its own unique index per agent).
CREATE INDEX members_agent_bank_account ON members (agent_id, bank_account);
