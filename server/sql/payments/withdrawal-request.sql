-- A withdrawal request's writes in one statement (server/src/payments/withdrawals.ts): the withdrawal row, the
-- ledger hold of its amount (ledger_apply, with the arguments the ledger module builds: holdArgs) and the hold's
-- id on the row, then the row as the member sees it. One round trip instead of BEGIN, INSERT, ledger_apply,
-- UPDATE, COMMIT and a SELECT.
--
-- As safe as the transaction it replaced: run on its own the statement is its own transaction, so the row and
-- the hold commit together or not at all. The row comes first, then the hold: a second request of the same
-- member waits on the row's unique indexes (`withdrawals_one_pending`, `(member_id, request_id)`) before it
-- touches the wallet, and then fails on them (unique_violation, with the constraint's name) without ever holding
-- money. A ledger refusal ('ledger:INSUFFICIENT_FUNDS', ...) is raised and undoes the row with the statement.
--
-- Refused while the main wallet owes turnover (rewards, migration 0801): the service checks first and names the
-- amount owed (server/src/rewards/turnover.ts); the check here, after the hold waited for the wallet's row lock,
-- closes the race with an award credited in between.
CREATE OR REPLACE FUNCTION withdrawal_request(
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
  -- After the hold, which waited for the main wallet's row lock: an award committed meanwhile (money and its
  -- turnover requirement in one transaction, the wallet locked by its credit) is seen here, by this statement's
  -- own snapshot, and refuses the request with the hold undone.
  IF EXISTS (SELECT 1 FROM turnover_requirements t
              WHERE t.member_id = p_member AND t.wallet_type_id = 1 AND t.status = 'active') THEN
    RAISE EXCEPTION 'ledger:TURNOVER_UNMET';
  END IF;
  UPDATE withdrawals SET hold_id = v_hold::text WHERE withdrawals.id = v_id;
  RETURN QUERY
    SELECT w.id, w.member_id, w.amount, w.status, w.bank_code, b.name_th, w.bank_account, w.hold_id, w.reason,
           w.created_at, w.decided_at
      FROM withdrawals w JOIN banks b ON b.code = w.bank_code
     WHERE w.id = v_id;
END $$;
