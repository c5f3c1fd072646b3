-- The one idempotency fingerprint of a money movement: SHA-256, base64url without padding, of
-- {"op": p_op, "content": p_content} as canonical JSON. The ledger module computes the same in TypeScript
-- (server/src/ledger/apply.ts `fingerprint`, exported as ledgerFingerprint); every SQL function that builds a
-- transfer itself uses this one (seamless_rollback, lotto_settle_batch), so the same movement sent through
-- transfer() replays it instead of being refused as another (tests/server/ledger/fingerprint-parity.test.ts).
CREATE OR REPLACE FUNCTION ledger_fingerprint(p_op text, p_content jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(rtrim(encode(sha256(convert_to(
           ledger_canonical(jsonb_build_object('op', p_op, 'content', p_content)), 'UTF8')), 'base64'), '='),
           '+/', '-_')
$$;
