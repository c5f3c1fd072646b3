-- A seamless rollback in one statement (server/src/games/seamless/seamless-rollback.ts), as seamless_bet (0302)
-- and seamless_settle (0531): claim the rollback's transaction id, lock the bet it undoes (or write a tombstone
-- for an id never seen), refuse when the round has a settlement, refund through ledger_apply, mark the bet and
-- answer the balance. One round trip instead of BEGIN, six statements and COMMIT (issue 9).
--
-- Why it is as safe as the transaction it replaces. Run on its own, the statement is its own transaction: the
-- claim, the refund and the mark commit together or not at all; every refusal is raised and undoes the claim
-- with the statement, as the old transaction's rollback did. The steps run in the old order: the claim (a replay
-- of the same id waits on its unique index), then the bet row locked FOR UPDATE (a settlement of its round, which
-- locks the round's bets first, and this rollback take turns), then a new snapshot (each statement of a VOLATILE
-- PL/pgSQL function takes one, READ COMMITTED) for the round's settlements, which therefore sees a settlement
-- committed while this one waited for the lock, as the separate statement did. A bet arriving while its unknown
-- id is being tombstoned meets the tombstone's unique index, as before.
--
-- The caller builds the refund's ledger arguments (transferArgs: a refund of p_bet_amount to p_bet_wallet) from
-- the bet as it read it before (a bet's wallet and amount never change). When the locked bet is not that one
-- (it did not exist yet when read), the function raises 'seamless:bet:<wallet>:<amount>' (nothing written) and
-- the caller calls again with that bet's arguments. The claim records the session's wallet, as before.
--
-- Answers one row: claim_id null when the transaction id was claimed before (the caller answers the replay),
-- else the claim and the balance of the wallet concerned (the bet's, after the refund; the session's for a
-- tombstone).
CREATE FUNCTION seamless_rollback(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_session_wallet bigint,
  p_round text, p_game text, p_ref text, p_bet_wallet bigint, p_bet_amount bigint, p_ledger jsonb
) RETURNS TABLE (claim_id bigint, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_bet seamless_transactions%ROWTYPE;
  v_wallet bigint;
  v_balance bigint;
  v_replayed boolean;
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
      IF v_bet.wallet_id IS DISTINCT FROM p_bet_wallet OR v_bet.amount IS DISTINCT FROM p_bet_amount THEN
        RAISE EXCEPTION 'seamless:bet:%:%', v_bet.wallet_id, v_bet.amount;
      END IF;
      IF p_ledger IS NULL THEN
        RAISE EXCEPTION 'ledger:AMOUNT_INVALID';
      END IF;
      SELECT r.balance_after, r.replayed INTO v_balance, v_replayed
        FROM ledger_apply('transfer', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                          p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL) r
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
