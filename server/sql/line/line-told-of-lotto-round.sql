-- A lotto round settled: each member who had a bill settled in it is told its result once on LINE (category
-- 'lotto'), keyed 'line:lotto_result:<round>:<member>', whoever settles it and however often. Each winning or
-- refunded bill is its own message through the inbox (line-told-of-inbox.sql). A round cancelled without a result
-- sends no result: its refunds are told bill by bill. Drawn when sent (server/src/line/messaging).
CREATE OR REPLACE FUNCTION line_told_of_lotto_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (agent_id, channel, kind, event_key, payload)
  SELECT t.agent_id, 'line', 'lotto_result', 'line:lotto_result:' || NEW.id || ':' || t.member_id,
         jsonb_build_object('op', 'lotto_result', 'roundId', NEW.id, 'memberId', t.member_id)
    FROM (SELECT b.member_id, line_member_agent(b.member_id, 'lotto') AS agent_id
            FROM (SELECT DISTINCT member_id FROM lotto_bills
                   WHERE round_id = NEW.id AND status IN ('won', 'lost')) b) t
   WHERE t.agent_id IS NOT NULL
  ON CONFLICT (event_key) DO NOTHING;
  RETURN NULL;
END $$;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'lotto_rounds_line_told' AND tgrelid = 'lotto_rounds'::regclass) THEN
    CREATE TRIGGER lotto_rounds_line_told AFTER UPDATE OF status ON lotto_rounds
      FOR EACH ROW WHEN (NEW.status = 'settled' AND OLD.status IS DISTINCT FROM 'settled')
      EXECUTE FUNCTION line_told_of_lotto_round();
  END IF;
END $$;
