-- A game session lives no longer than the member session that launched it, and only for its own game.
--
-- member_session_id ties the game session to the member's session (server/src/games/launch.ts): logout, a
-- password change or reset (which revoke member sessions) end the game sessions launched from them in the same
-- statement, with nothing more to write. Rows launched before this migration have none and keep their own
-- expiry (at most 6 hours).
ALTER TABLE game_sessions ADD COLUMN member_session_id bigint REFERENCES sessions(id);

-- seamless_bet (0302) again, with the session's rules checked inside the same statement, after the claim (a
-- replay of a bet that went through still answers its first answer): the member is active, the member session
-- behind the game session is live, the game session has not expired, the bet is for the session's own game, and
-- the session's wallet may play that game's category (a free-credit wallet limited to slots cannot bet on
-- roulette with a slot session's token). A refusal is raised as 'ledger:<ERROR_NAME>' like the ledger's own, so
-- the caller maps it to the catalogue the same way, and the claim is undone with the statement. Settle and
-- rollback do not come here: they stay open after the session ends (DOMAIN.md).
CREATE OR REPLACE FUNCTION seamless_bet(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_wallet bigint, p_round text,
  p_game text, p_amount bigint, p_ledger jsonb
) RETURNS TABLE (claim_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_balance bigint;
  v_refusal text;
BEGIN
  INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                     round_id, game_code, amount)
  VALUES (p_provider, p_transaction, 'bet', p_session, p_member, p_wallet, p_round, p_game, p_amount)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN;
  END IF;
  SELECT CASE
           WHEN m.status <> 'active' THEN 'ACCOUNT_DISABLED'
           WHEN gs.member_session_id IS NOT NULL AND (s.revoked_at IS NOT NULL OR s.expires_at <= now())
             THEN 'SEAMLESS_TOKEN_EXPIRED'
           WHEN gs.expires_at <= now() THEN 'SEAMLESS_TOKEN_EXPIRED'
           WHEN g.code <> p_game THEN 'SEAMLESS_GAME_MISMATCH'
           WHEN t.categories IS NULL OR NOT (g.category = ANY (t.categories)) THEN 'WALLET_NOT_PLAYABLE'
         END
    INTO v_refusal
    FROM game_sessions gs
    JOIN members m ON m.id = gs.member_id
    JOIN games g ON g.id = gs.game_id
    JOIN ledger_accounts a ON a.id = gs.wallet_id
    LEFT JOIN wallet_types t ON t.id = a.wallet_type_id
    LEFT JOIN sessions s ON s.id = gs.member_session_id
   WHERE gs.id = p_session;
  IF NOT FOUND THEN
    v_refusal := 'SEAMLESS_TOKEN_INVALID';
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'ledger:%', v_refusal;
  END IF;
  SELECT r.balance_after INTO v_balance
    FROM ledger_apply('transfer', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                      p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL) r
   WHERE r.amount < 0;
  claim_id := v_claim;
  balance_after := v_balance;
  RETURN NEXT;
END $$;
