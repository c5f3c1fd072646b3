-- A seamless rollback in one statement (server/src/games/seamless/seamless-rollback.ts): claim the rollback's
-- transaction id, lock the bet it undoes (or write a tombstone for an id never seen, which a late bet then
-- meets), refuse when the round has a settlement, refund through ledger_apply, mark the bet and answer the
-- balance. One round trip instead of BEGIN, six statements and COMMIT.
--
-- As safe as the transaction it replaced: the claim, the refund and the mark commit together or not at all. The
-- claim comes first (a replay of the same id waits on its unique index), then the bet row FOR UPDATE (a
-- settlement of its round, which locks the round's bets first, and this rollback take turns), then a new
-- snapshot for the round's settlements, which sees a settlement committed while this one waited.
--
-- The caller sends the refund without its leg (p_refund: key, kind, description, meta and `from`, the house);
-- the statement completes it from the bet it locked (`to` the bet's wallet, the bet's amount) and computes the
-- fingerprint with ledger_fingerprint, as transferArgs would have, so either path replays the other. Claim,
-- tombstone and refund are dated p_now (the business clock).
--
-- Answers one row: claim_id null when the transaction id was claimed before (the caller answers the replay),
-- else the claim and the balance of the wallet concerned (the bet's, after the refund; the session's for a
-- tombstone).
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_session_wallet bigint,
  p_round text, p_game text, p_ref text, p_refund jsonb, p_now timestamptz
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
                                     round_id, game_code, amount, ref_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'rollback', p_session, p_member, p_session_wallet, p_round, p_game, 0, p_ref,
          p_now)
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
                                       round_id, game_code, amount, created_at)
    VALUES (p_provider, p_ref, 'tombstone', p_session, p_member, p_session_wallet, p_round, p_game, 0, p_now)
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
      -- Marked before the refund: the mark updates the member's running totals of the bet's day (a trigger,
      -- server/sql/rewards/member-day-totals-of-seamless.sql), and a bet takes that row before the wallet too;
      -- the other way round a bet and a rollback of one member could each hold what the other waits for.
      UPDATE seamless_transactions SET status = 'rolled_back' WHERE id = v_bet.id;
      v_legs := jsonb_build_array(jsonb_build_object(
        'from', p_refund->'from', 'to', jsonb_build_object('walletId', v_bet.wallet_id), 'amount', v_bet.amount));
      SELECT r.balance_after, r.replayed INTO v_balance, v_replayed
        FROM ledger_apply('transfer', p_refund->>'key', p_refund->>'kind', p_refund->>'description',
                          ledger_fingerprint('transfer', jsonb_build_object('kind', p_refund->'kind',
                                                                            'legs', v_legs)),
                          p_refund->'meta', v_legs, NULL, p_now) r
       WHERE r.amount > 0;
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
