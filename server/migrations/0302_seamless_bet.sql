-- A seamless bet in one statement (server/src/games/seamless/seamless-service.ts): claim the provider's
-- transaction id and debit the member through the ledger's own function, together, in one round trip. Run on
-- its own (autocommit), the wallet's row lock is held only until this statement commits, never across a network
-- round trip to the server. p_ledger holds ledger_apply's arguments as the ledger module builds them
-- (transferArgs: key, kind, description, fingerprint, meta, legs).
--
-- Answers one row (the claim's id and the wallet's balance after the debit), or no row when the transaction id
-- was claimed before (the caller answers the replay). A ledger refusal ('ledger:INSUFFICIENT_FUNDS', ...) is
-- raised, and the claim is undone with the statement.
CREATE FUNCTION seamless_bet(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_wallet bigint, p_round text,
  p_game text, p_amount bigint, p_ledger jsonb
) RETURNS TABLE (claim_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_balance bigint;
BEGIN
  INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                     round_id, game_code, amount)
  VALUES (p_provider, p_transaction, 'bet', p_session, p_member, p_wallet, p_round, p_game, p_amount)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN;
  END IF;
  SELECT r.balance_after INTO v_balance
    FROM ledger_apply('transfer', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                      p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL) r
   WHERE r.amount < 0;
  claim_id := v_claim;
  balance_after := v_balance;
  RETURN NEXT;
END $$;
