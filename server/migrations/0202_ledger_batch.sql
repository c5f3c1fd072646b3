-- Several single-leg transfers of one member account in one statement and one transaction (server/src/ledger/
-- lanes.ts): a wallet that many calls debit at once (a member playing fast, or in several games) takes its row
-- lock and pays its commit once per batch instead of once per call.
--
-- p_ops = [{key, kind, description, fingerprint, meta, legs}, ...], each as ledger_apply's 'transfer' takes it.
-- Each op runs in its own subtransaction: a refusal ('ledger:<ERROR_NAME>') undoes that op alone and is answered
-- in `refusal` on one row; the other ops still apply. Any other error fails the whole batch. The caller keeps
-- batches small (at most 32 ops, below PostgreSQL's 64 cached subtransactions per backend).
CREATE FUNCTION ledger_apply_batch(p_ops jsonb) RETURNS TABLE (
  op int, refusal text, transfer_id bigint, replayed boolean, hold_id bigint, leg smallint, account_id bigint,
  amount bigint, balance_after bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  i int;
  o jsonb;
  r record;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_ops) - 1 LOOP
    o := p_ops->i;
    op := i;
    BEGIN
      -- ledger_apply's rows are materialised before the first one is returned here, so a refusal can never
      -- leave half an op's rows in the answer.
      FOR r IN
        SELECT * FROM ledger_apply('transfer', o->>'key', o->>'kind', o->>'description', o->>'fingerprint',
                                   o->'meta', o->'legs', NULL)
      LOOP
        refusal := NULL; transfer_id := r.transfer_id; replayed := r.replayed; hold_id := r.hold_id;
        leg := r.leg; account_id := r.account_id; amount := r.amount; balance_after := r.balance_after;
        RETURN NEXT;
      END LOOP;
    EXCEPTION WHEN raise_exception THEN
      IF SQLERRM NOT LIKE 'ledger:%' THEN
        RAISE;
      END IF;
      refusal := SQLERRM; transfer_id := NULL; replayed := NULL; hold_id := NULL;
      leg := NULL; account_id := NULL; amount := NULL; balance_after := NULL;
      RETURN NEXT;
    END;
  END LOOP;
END $$;
