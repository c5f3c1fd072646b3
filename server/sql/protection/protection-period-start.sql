-- The start of the Bangkok day, week (Monday) or month holding p_now. Thailand keeps +07:00 all year. Its end,
-- the next start, is server/src/protection/periods.ts `periodEnd` (tests/server/protection/period-parity.test.ts).
CREATE OR REPLACE FUNCTION protection_period_start(p_period text, p_now timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc(p_period, (p_now AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours')
           AT TIME ZONE 'UTC'
$$;
