-- One link of the ledger's hash chain (migration 1040; server/src/ledger/README.md, "Integrity"): SHA-256 of the
-- link before it on the same account (none for an account's first) followed by its transfer's content
-- (ledger_transfer_content) and the entry itself as JSON text. ledger_apply writes it, `ledger:check` recomputes
-- it from the stored rows (server/src/ledger/chain.ts): any edited transfer, entry or leg, or a removed link,
-- breaks it there. STABLE, not IMMUTABLE, because jsonb_build_array is STABLE: PostgreSQL inlines a SQL function
-- only when it declares no stricter volatility than its body has, and inlined it costs 10-17% less CPU a seamless
-- round (perf, seed:scale). The value for the same arguments is the same either way; no index uses it.
CREATE OR REPLACE FUNCTION ledger_link(
  p_prev bytea, p_transfer text, p_leg int, p_account bigint, p_asset text, p_amount bigint, p_balance bigint,
  p_version bigint
) RETURNS bytea LANGUAGE sql STABLE AS $$
  SELECT sha256(coalesce(p_prev, '\x'::bytea) || convert_to(
           p_transfer || jsonb_build_array(p_leg, p_account, p_asset, p_amount, p_balance, p_version)::text, 'UTF8'))
$$;
