-- A seamless bet in one statement (server/src/games/seamless/seamless-service.ts): claim the provider's
-- transaction id and debit the member through ledger_apply, together, in one round trip. Run on its own
-- (autocommit), the wallet's row lock is held only until this statement commits, never across a network round
-- trip. p_ledger holds ledger_apply's arguments as the ledger module builds them (transferArgs: key, kind,
-- description, fingerprint, meta, legs).
--
-- In order: the session's liveness before the claim (a disabled member, an ended login session or an expired
-- game session is refused even for a replay, as the endpoint did before it came here); the claim; then, after
-- the claim (so that a replay answers its first answer before them), the session's own game, the wallet type's
-- categories, and the member's protection (protection_refusal: exclusions, session and loss limits, one indexed
-- lookup for a member who never set anything). A refusal is raised as 'ledger:<ERROR_NAME>' like the ledger's
-- and undoes the claim with the statement. The bet, its claim row and its transfer are dated p_now, the server's
-- business clock; the game session's and login session's expiry stay on the database's clock that wrote them.
--
-- Answers one row (the claim's id and the wallet's balance after the debit), or no row when the transaction id
-- was claimed before (the caller answers the replay).
CREATE OR REPLACE FUNCTION seamless_bet(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_wallet bigint, p_round text,
  p_game text, p_amount bigint, p_ledger jsonb, p_now timestamptz
) RETURNS TABLE (claim_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_balance bigint;
  v_ended text;
  v_refusal text;
  v_protected boolean;
  v_session_start timestamptz;
BEGIN
  SELECT CASE
           WHEN m.status <> 'active' THEN 'ACCOUNT_DISABLED'
           WHEN gs.member_session_id IS NOT NULL AND (s.revoked_at IS NOT NULL OR s.expires_at <= now())
             THEN 'SEAMLESS_TOKEN_EXPIRED'
           WHEN gs.expires_at <= now() THEN 'SEAMLESS_TOKEN_EXPIRED'
         END,
         CASE
           WHEN g.code <> p_game THEN 'SEAMLESS_GAME_MISMATCH'
           WHEN t.categories IS NULL OR NOT (g.category = ANY (t.categories)) THEN 'WALLET_NOT_PLAYABLE'
         END,
         EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = gs.member_id),
         s.created_at
    INTO v_ended, v_refusal, v_protected, v_session_start
    FROM game_sessions gs
    JOIN members m ON m.id = gs.member_id
    JOIN games g ON g.id = gs.game_id
    JOIN ledger_accounts a ON a.id = gs.wallet_id
    LEFT JOIN wallet_types t ON t.id = a.wallet_type_id
    LEFT JOIN sessions s ON s.id = gs.member_session_id
   WHERE gs.id = p_session;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger:SEAMLESS_TOKEN_INVALID';
  END IF;
  IF v_ended IS NOT NULL THEN
    RAISE EXCEPTION 'ledger:%', v_ended;
  END IF;

  INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                     round_id, game_code, amount, created_at)
  VALUES (p_provider, p_transaction, 'bet', p_session, p_member, p_wallet, p_round, p_game, p_amount, p_now)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN;
  END IF;
  IF v_refusal IS NULL AND v_protected THEN
    v_refusal := protection_refusal(p_member, v_session_start, p_amount, p_now, v_claim);
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'ledger:%', v_refusal;
  END IF;
  SELECT r.balance_after INTO v_balance
    FROM ledger_apply('transfer', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                      p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL, p_now) r
   WHERE r.amount < 0;
  claim_id := v_claim;
  balance_after := v_balance;
  RETURN NEXT;
END $$;
