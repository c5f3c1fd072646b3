-- Staff alerts on LINE (issue 29): a withdrawal waiting for a decision, an incoming transfer held for review, a
-- lotto result waiting for its second confirmation, pushed to the agent's staff group (agent_line_settings
-- .staff_group_id, set in the console) once each, keyed 'line:staff:<what>:<id>'. A deferred constraint trigger:
-- it runs at the commit and looks at the row as it is then, so a row already decided in its own transaction alerts
-- nobody. The deliverer checks again when it sends (server/src/line/messaging/staff-alerts.ts): what staff handled
-- meanwhile is not sent; a withdrawal the automatic mode approved meanwhile is sent as waiting for its payout.
-- Nothing is enqueued for an agent without a staff group.
CREATE OR REPLACE FUNCTION line_staff_alert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_agent int;
  v_alert text;
BEGIN
  IF TG_TABLE_NAME = 'withdrawals' THEN
    SELECT w.agent_id, 'withdrawal' INTO v_agent, v_alert FROM withdrawals w
     WHERE w.id = NEW.id AND w.status = 'pending';
  ELSIF TG_TABLE_NAME = 'incoming_transfers' THEN
    SELECT t.agent_id, 'transfer' INTO v_agent, v_alert FROM incoming_transfers t
     WHERE t.id = NEW.id AND t.status = 'review';
  ELSIF TG_TABLE_NAME = 'lotto_result_entries' THEN
    SELECT s.agent_id, 'lotto_result' INTO v_agent, v_alert FROM lotto_result_entries e
      JOIN staff s ON s.id = e.entered_by WHERE e.id = NEW.id AND e.status = 'pending';
  END IF;
  IF v_agent IS NULL OR NOT EXISTS (
       SELECT 1 FROM agent_line_settings s
        WHERE s.agent_id = v_agent AND s.staff_group_id <> '' AND s.access_token_sealed <> '') THEN
    RETURN NULL;
  END IF;
  INSERT INTO outbox (agent_id, channel, kind, event_key, payload)
  VALUES (v_agent, 'line', 'staff_' || v_alert, 'line:staff:' || v_alert || ':' || NEW.id,
          jsonb_build_object('op', 'staff_alert', 'alert', v_alert, 'id', NEW.id))
  ON CONFLICT (event_key) DO NOTHING;
  RETURN NULL;
END $$;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'withdrawals_line_staff_alert' AND tgrelid = 'withdrawals'::regclass) THEN
    CREATE CONSTRAINT TRIGGER withdrawals_line_staff_alert AFTER INSERT ON withdrawals
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION line_staff_alert();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'incoming_transfers_line_staff_alert'
                    AND tgrelid = 'incoming_transfers'::regclass) THEN
    CREATE CONSTRAINT TRIGGER incoming_transfers_line_staff_alert AFTER INSERT ON incoming_transfers
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION line_staff_alert();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'lotto_result_entries_line_staff_alert'
                    AND tgrelid = 'lotto_result_entries'::regclass) THEN
    CREATE CONSTRAINT TRIGGER lotto_result_entries_line_staff_alert AFTER INSERT ON lotto_result_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION line_staff_alert();
  END IF;
END $$;
