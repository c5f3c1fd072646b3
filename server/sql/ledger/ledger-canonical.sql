-- A JSON value as canonical text: object keys sorted by code point, no spaces; the input of ledger_fingerprint.
-- It must agree to the byte with apply.ts `canonical` (tests/server/ledger/fingerprint-sql.test.ts).
CREATE OR REPLACE FUNCTION ledger_canonical(p_value jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof(p_value)
    WHEN 'object' THEN
      RETURN '{' || coalesce((SELECT string_agg(to_json(e.key)::text || ':' || ledger_canonical(e.value), ','
                                                ORDER BY e.key COLLATE "C")
                                FROM jsonb_each(p_value) e), '') || '}';
    WHEN 'array' THEN
      RETURN '[' || coalesce((SELECT string_agg(ledger_canonical(e.value), ',' ORDER BY e.n)
                                FROM jsonb_array_elements(p_value) WITH ORDINALITY e(value, n)), '') || ']';
    ELSE
      RETURN p_value::text;
  END CASE;
END $$;
