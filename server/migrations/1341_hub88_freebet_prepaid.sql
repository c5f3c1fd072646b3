-- Issue 30: a free bet may be created at Hub88 from a prepaid (Freebets API: a reward template of the game's
-- supplier, `prepaid_uuid` from `prepaids/list`); sent in `rewards/create` with the count and value it fixes.
ALTER TABLE hub88_freebets ADD COLUMN prepaid_uuid text CHECK (length(prepaid_uuid) BETWEEN 1 AND 64);
