-- The bet types of DOMAIN.md, with the length of the number each takes (NULL: no such bet type). The CHECK
-- constraints of the lotto tables call it (migration 0700), so its answers for existing bet types never change.
CREATE OR REPLACE FUNCTION lotto_number_length(bet_type text) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE bet_type
    WHEN 'three_top' THEN 3 WHEN 'three_tote' THEN 3 WHEN 'three_front' THEN 3 WHEN 'three_back' THEN 3
    WHEN 'two_top' THEN 2 WHEN 'two_bottom' THEN 2
    WHEN 'run_top' THEN 1 WHEN 'run_bottom' THEN 1
  END
$$;
