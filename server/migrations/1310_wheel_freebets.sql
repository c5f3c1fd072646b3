-- Issue 30: a slice of the fortune wheel may give free bets in a Hub88 game (server/src/games/hub88/README.md,
-- "Free bets"), as every reward of the rules engine may. `amount` is then the number of free bets; `freebet` the
-- rest of the grant: our game code, the value of each free bet in satang, the days it stays playable. A spin keeps
-- the prize type it drew, like the others; the award it paid has the free bet row.
ALTER TABLE wheel_prizes DROP CONSTRAINT wheel_prizes_type_check;
ALTER TABLE wheel_prizes ADD CONSTRAINT wheel_prizes_type_check
  CHECK (type IN ('money', 'points', 'spins', 'none', 'freebets'));
ALTER TABLE wheel_prizes ADD COLUMN freebet jsonb;
ALTER TABLE wheel_prizes ADD CONSTRAINT wheel_prizes_freebet
  CHECK ((type = 'freebets') = (freebet IS NOT NULL));

ALTER TABLE wheel_spins DROP CONSTRAINT wheel_spins_prize_type_check;
ALTER TABLE wheel_spins ADD CONSTRAINT wheel_spins_prize_type_check
  CHECK (prize_type IN ('money', 'points', 'spins', 'none', 'freebets'));
