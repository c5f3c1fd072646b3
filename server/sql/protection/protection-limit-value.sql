-- A limit's value in force at p_now: the pending increase or removal once its cool-off (pending_at) has passed,
-- else the value. Nothing rewrites the row when the cool-off ends; the next change of the limit folds it in.
CREATE OR REPLACE FUNCTION protection_limit_value(l member_limits, p_now timestamptz) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_now THEN l.pending_value ELSE l.value END
$$;
