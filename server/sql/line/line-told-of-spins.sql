-- Free wheel spins granted without money (a promotion's or a quest's spins): no ledger credit, so no inbox row;
-- the award itself is the event, told once on LINE (category 'rewards', marketing: never to an excluded member),
-- keyed 'line:award:<award id>'. An award with money is told through its inbox row, which names its spins too.
CREATE OR REPLACE FUNCTION line_told_of_spins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM line_tell_member(NEW.member_id, 'rewards', 'member_spins', 'line:award:' || NEW.id,
                           jsonb_build_object('op', 'award_spins', 'awardId', NEW.id));
  RETURN NULL;
END $$;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger
                  WHERE tgname = 'reward_awards_line_told' AND tgrelid = 'reward_awards'::regclass) THEN
    CREATE TRIGGER reward_awards_line_told AFTER INSERT ON reward_awards
      FOR EACH ROW WHEN (NEW.spins > 0 AND NEW.amount = 0)
      EXECUTE FUNCTION line_told_of_spins();
  END IF;
END $$;
