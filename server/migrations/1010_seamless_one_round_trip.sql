-- Seamless bet, settle and rollback in one round trip each (issue 9). The endpoints keep a game session's
-- immutable fields (id, member, wallet, provider, game name) in memory (seamless-repository.ts), so they no longer
-- read the session first; what that read decided now happens inside the statements below.

-- seamless_bet (1000) again, with the session's liveness checked before the claim: the endpoint used to refuse a
-- disabled member (ACCOUNT_DISABLED) or an ended or expired session (SEAMLESS_TOKEN_EXPIRED) before claiming, so
-- a replay of an earlier bet is refused the same way, as before. The rest (the session's game and wallet type,
-- the member's protection) stays after the claim, so a replay still answers before them. One read of the
-- session, as before; the snapshot is taken when the statement starts, as the separate read's was just before.
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
                                     round_id, game_code, amount)
  VALUES (p_provider, p_transaction, 'bet', p_session, p_member, p_wallet, p_round, p_game, p_amount)
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
                      p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL) r
   WHERE r.amount < 0;
  claim_id := v_claim;
  balance_after := v_balance;
  RETURN NEXT;
END $$;

-- The ledger's idempotency fingerprint (server/src/ledger/apply.ts `fingerprint`) in SQL, for a statement that
-- completes a transfer's legs itself: SHA-256, base64url without padding, of the value as canonical JSON (object
-- keys sorted by code point, no spaces). Both must agree to the byte, or a replayed key would be refused as
-- another transfer (tests/server/ledger/fingerprint-sql.test.ts compares them).
CREATE FUNCTION ledger_canonical(p_value jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
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

CREATE FUNCTION ledger_fingerprint(p_op text, p_content jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(rtrim(encode(sha256(convert_to(
           ledger_canonical(jsonb_build_object('op', p_op, 'content', p_content)), 'UTF8')), 'base64'), '='),
           '+/', '-_')
$$;

-- seamless_rollback (0532) without the caller's read of the bet: the endpoint used to read the bet first to build
-- the refund's ledger arguments, and call again when the bet it locked was another. Now the caller sends the
-- refund without its leg (p_refund: key, kind, description, meta and `from`, the house) and the statement
-- completes it from the bet it locked: `to` the bet's wallet, the bet's amount, and the fingerprint the ledger
-- module would have computed for that transfer (transferArgs), so either path replays the other. Everything
-- else is 0532's, in the same order, with the same locks and snapshots (see there why it is safe).
DROP FUNCTION seamless_rollback(int, text, bigint, bigint, bigint, text, text, text, bigint, bigint, jsonb);
CREATE FUNCTION seamless_rollback(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_session_wallet bigint,
  p_round text, p_game text, p_ref text, p_refund jsonb
) RETURNS TABLE (claim_id bigint, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_bet seamless_transactions%ROWTYPE;
  v_wallet bigint;
  v_balance bigint;
  v_replayed boolean;
  v_legs jsonb;
BEGIN
  INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                     round_id, game_code, amount, ref_transaction_id)
  VALUES (p_provider, p_transaction, 'rollback', p_session, p_member, p_session_wallet, p_round, p_game, 0, p_ref)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    claim_id := NULL;
    balance := NULL;
    RETURN NEXT;
    RETURN;
  END IF;

  -- The bet to undo, locked; or a tombstone for an id never seen (a late bet then meets it). Twice at most: a
  -- bet committed between the read and the tombstone's insert is read again.
  FOR attempt IN 1..2 LOOP
    SELECT * INTO v_bet FROM seamless_transactions t
     WHERE t.provider_id = p_provider AND t.transaction_id = p_ref FOR UPDATE;
    IF FOUND THEN
      EXIT;
    END IF;
    INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                       round_id, game_code, amount)
    VALUES (p_provider, p_ref, 'tombstone', p_session, p_member, p_session_wallet, p_round, p_game, 0)
    ON CONFLICT (provider_id, transaction_id) DO NOTHING;
    IF FOUND THEN
      v_wallet := p_session_wallet;
      EXIT;
    END IF;
  END LOOP;
  IF v_wallet IS NULL AND v_bet.id IS NULL THEN
    RAISE EXCEPTION 'ledger:PROVIDER_UNAVAILABLE';
  END IF;

  IF v_wallet IS NULL THEN
    IF v_bet.kind = 'tombstone' THEN
      v_wallet := p_session_wallet;
    ELSIF v_bet.kind <> 'bet' OR v_bet.member_id <> p_member OR v_bet.round_id <> p_round THEN
      RAISE EXCEPTION 'ledger:SEAMLESS_BET_NOT_FOUND';
    ELSIF v_bet.status = 'rolled_back' THEN
      v_wallet := v_bet.wallet_id;
    ELSE
      IF EXISTS (SELECT 1 FROM seamless_transactions t
                  WHERE t.provider_id = p_provider AND t.member_id = p_member AND t.round_id = v_bet.round_id
                    AND t.kind = 'settle') THEN
        RAISE EXCEPTION 'ledger:SEAMLESS_ROUND_SETTLED';
      END IF;
      -- A bet of no amount has nothing to refund (the ledger moves only positive amounts), as before.
      IF v_bet.amount <= 0 THEN
        RAISE EXCEPTION 'ledger:AMOUNT_INVALID';
      END IF;
      v_legs := jsonb_build_array(jsonb_build_object(
        'from', p_refund->'from', 'to', jsonb_build_object('walletId', v_bet.wallet_id), 'amount', v_bet.amount));
      SELECT r.balance_after, r.replayed INTO v_balance, v_replayed
        FROM ledger_apply('transfer', p_refund->>'key', p_refund->>'kind', p_refund->>'description',
                          ledger_fingerprint('transfer', jsonb_build_object('kind', p_refund->'kind',
                                                                            'legs', v_legs)),
                          p_refund->'meta', v_legs, NULL) r
       WHERE r.amount > 0;
      UPDATE seamless_transactions SET status = 'rolled_back' WHERE id = v_bet.id;
      v_wallet := v_bet.wallet_id;
      -- A replayed ledger key answers the first call's balance: read today's below instead.
      IF v_replayed THEN
        v_balance := NULL;
      END IF;
    END IF;
  END IF;

  IF v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_wallet AND a.owner = 'member';
  END IF;
  claim_id := v_claim;
  balance := coalesce(v_balance, 0);
  RETURN NEXT;
END $$;
