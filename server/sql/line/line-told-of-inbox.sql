-- A member's inbox row (server/src/live/inbox.ts, live/member-told-of-entry.sql) is also a LINE message when the
-- member wants it (line_tell_member): an outbox entry in the same transaction, keyed 'line:inbox:<source>', so
-- the event is sent once however often its cause is replayed (an inbox row is itself written once per source,
-- and this trigger fires only for a row actually inserted). The message is drawn when it is sent, from the row
-- (server/src/line/messaging/member-messages.ts). Categories: lotto wins and refunds 'lotto', awards 'rewards'
-- (marketing), the rest (deposit, withdrawal paid or refused, a staff credit) 'money'.
CREATE OR REPLACE FUNCTION line_told_of_inbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM line_tell_member(NEW.member_id,
    CASE WHEN NEW.kind IN ('lotto_won', 'lotto_refund') THEN 'lotto'
         WHEN NEW.kind = 'award' THEN 'rewards'
         ELSE 'money' END,
    'member_' || NEW.kind, 'line:inbox:' || NEW.source, jsonb_build_object('op', 'inbox', 'inboxId', NEW.id));
  RETURN NULL;
END $$;

-- Bound here, once: on a new database the migrations run before this file exists.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'member_inbox_line_told' AND tgrelid = 'member_inbox'::regclass) THEN
    CREATE TRIGGER member_inbox_line_told AFTER INSERT ON member_inbox
      FOR EACH ROW EXECUTE FUNCTION line_told_of_inbox();
  END IF;
END $$;
