-- What a link of the hash chain (ledger_link) says of its transfer: the row as written and every leg of it
-- (p_legs: [[account, amount], ...] ordered by leg, then amount, so the debit before the credit), as JSON text.
-- The time is whole microseconds since the epoch, so the text does not depend on the session's TimeZone.
CREATE OR REPLACE FUNCTION ledger_transfer_content(
  p_id bigint, p_key text, p_op text, p_kind text, p_description text, p_fingerprint text, p_meta jsonb,
  p_hold_id bigint, p_at timestamptz, p_legs jsonb
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(p_id, p_key, p_op, p_kind, p_description, p_fingerprint, p_meta, p_hold_id,
                           (extract(epoch FROM p_at) * 1000000)::bigint, p_legs)::text
$$;
