-- Issue 30: a points-shop item may give free bets in a Hub88 game (server/src/rewards/points/README.md). `amount`
-- is then the number of free bets of one redemption; the rest of the grant: the game, the value of each free bet
-- (satang), the days it stays playable, and optionally the Hub88 prepaid it is created from (its uuid; the
-- console fills count and value from the prepaid). The redemption's award has the free bet row (hub88_freebets).
ALTER TABLE shop_items DROP CONSTRAINT shop_items_type_check;
ALTER TABLE shop_items ADD CONSTRAINT shop_items_type_check
  CHECK (type IN ('credit', 'wheel_spins', 'free_spins', 'freebets'));
ALTER TABLE shop_items
  ADD COLUMN freebet_game_id int REFERENCES games(id),
  ADD COLUMN freebet_value bigint CHECK (freebet_value > 0),
  ADD COLUMN freebet_days int CHECK (freebet_days BETWEEN 1 AND 90),
  ADD COLUMN freebet_prepaid_uuid text CHECK (length(freebet_prepaid_uuid) BETWEEN 1 AND 64);
ALTER TABLE shop_items ADD CONSTRAINT shop_items_freebet CHECK (
  (type = 'freebets') = (freebet_game_id IS NOT NULL AND freebet_value IS NOT NULL AND freebet_days IS NOT NULL)
  AND (type = 'freebets' OR freebet_prepaid_uuid IS NULL)
  AND (type <> 'freebets' OR amount BETWEEN 1 AND 1000)
);
