-- A withdrawal request's writes in one statement (server/src/payments/withdrawals.ts): the withdrawal row, the
-- ledger hold of its amount (ledger_apply, with the arguments the ledger module builds: holdArgs) and the hold's
-- id on the row, then the row as the member sees it. One round trip instead of BEGIN, INSERT, ledger_apply,
-- UPDATE, COMMIT and a SELECT (issue 9: the endpoint reaches half of pgbench running its SQL).
--
-- Why it is as safe as the transaction it replaces: run on its own the statement is its own transaction, so the
-- row and the hold commit together or not at all, exactly as before. The order is the same as before (the row
-- first, then the hold): a second request of the same member waits on the row's unique indexes
-- (`withdrawals_one_pending`, `(member_id, request_id)`) before it touches the wallet, and then fails on them
-- (unique_violation, with the constraint's name, as before) without ever holding money. Each statement inside
-- takes its own snapshot (READ COMMITTED, a VOLATILE function), as separate statements did. A ledger refusal
-- ('ledger:INSUFFICIENT_FUNDS', ...) is raised and undoes the row with the statement.
CREATE FUNCTION withdrawal_request(
  p_agent int, p_member bigint, p_request text, p_amount bigint, p_destination text, p_bank_code text,
  p_bank_account text, p_account_name text, p_ledger jsonb
) RETURNS TABLE (
  id bigint, member_id bigint, amount bigint, status text, bank_code text, bank_name text, bank_account text,
  hold_id text, reason text, created_at timestamptz, decided_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_hold bigint;
BEGIN
  INSERT INTO withdrawals (agent_id, member_id, request_id, amount, destination, bank_code, bank_account,
                           account_name, hold_id)
  VALUES (p_agent, p_member, p_request, p_amount, p_destination, p_bank_code, p_bank_account, p_account_name, '')
  RETURNING withdrawals.id INTO v_id;
  SELECT r.hold_id INTO v_hold
    FROM ledger_apply('hold', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                      p_ledger->>'fingerprint', (p_ledger->'meta') || jsonb_build_object('withdrawal_id', v_id),
                      p_ledger->'legs', NULL) r
   LIMIT 1;
  IF v_hold IS NULL THEN
    RAISE EXCEPTION 'ledger:INTERNAL';
  END IF;
  UPDATE withdrawals SET hold_id = v_hold::text WHERE withdrawals.id = v_id;
  RETURN QUERY
    SELECT w.id, w.member_id, w.amount, w.status, w.bank_code, b.name_th, w.bank_account, w.hold_id, w.reason,
           w.created_at, w.decided_at
      FROM withdrawals w JOIN banks b ON b.code = w.bank_code
     WHERE w.id = v_id;
END $$;
