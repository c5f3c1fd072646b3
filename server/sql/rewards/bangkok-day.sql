-- The Bangkok day (Thailand keeps +07:00 all year) holding p_at: the day of a member_day_totals or
-- member_day_money row (migration 1250), the same boundaries as protection_period_start('day', ...).
CREATE OR REPLACE FUNCTION bangkok_day(p_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;
