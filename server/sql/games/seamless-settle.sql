-- A seamless settlement in one statement (server/src/games/seamless/seamless-service.ts): lock the round's bets,
-- claim the transaction id, check the round's cap (migration 0510, settle-cap.ts), credit the member through
-- ledger_apply and answer the balance. One round trip instead of BEGIN, four statements and COMMIT.
--
-- As safe as the transaction it replaced: run on its own the statement is its own transaction, so the claim and
-- the credit commit together or not at all, and every refusal is raised, undoing the claim. The round's bets come
-- first, FOR UPDATE (all of them: the aggregate reads the whole locked query), so settlements and rollbacks of one
-- round take turns (a replay of the same id waits there for the first, or on the claim's unique index when it
-- names another round), then the claim (its insert updates the member's day totals), then the wallet
-- (ledger_apply): the order of every seamless call (migration 1250). Each statement of a VOLATILE PL/pgSQL
-- function takes a new snapshot (READ COMMITTED): the cap's sums, read after the lock was granted, see every
-- settlement committed while this one waited.
--
-- The claim records the session's wallet (p_session_wallet). p_ledger holds ledger_apply's arguments as the
-- ledger module builds them (transferArgs) for a credit to p_wallet. The round's wallet is its first live bet's;
-- when that is not p_wallet the function raises 'seamless:wallet:<id>' (nothing written) and the caller calls
-- again with that wallet's arguments. The claim and the credit are dated p_now (the business clock): a win
-- belongs to the business day its settlement came in.
--
-- Answers one row: claim_id null when the transaction id was claimed before (the caller answers the replay),
-- else the claim and the wallet's balance after the credit (or now, for a zero settlement).
-- 'ledger:SEAMLESS_WIN_ABOVE_MAX' carries the round's figures as JSON in its DETAIL for the review row.
--
-- p_reference (Hub88's win names its bet: reference_transaction_uuid; null for the built-in provider): that bet
-- must be one of the round's live bets, else 'ledger:SEAMLESS_BET_NOT_FOUND' (nothing written). Checked among the
-- round's bets under their lock, so a rollback of that very bet cannot land between the check and the credit; a
-- replay is checked too, before it is answered as one (as when the check was a read of its own, migration 1315).
DROP FUNCTION IF EXISTS seamless_settle(int, text, bigint, bigint, bigint, text, text, bigint, bigint, jsonb,
                                        timestamptz);
CREATE OR REPLACE FUNCTION seamless_settle(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_session_wallet bigint,
  p_round text, p_game text, p_amount bigint, p_wallet bigint, p_ledger jsonb, p_now timestamptz,
  p_reference text DEFAULT NULL
) RETURNS TABLE (claim_id bigint, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_wallet bigint;
  v_live int;
  v_referenced boolean;
  v_staked bigint;
  v_cap bigint;
  v_settled bigint;
  v_balance bigint;
  v_replayed boolean;
BEGIN
  -- The round's lock (as lockRoundBets): every bet of the round, in id order. Before the claim, whose insert
  -- updates the member's day totals (trigger of migration 1250): a rollback takes the round's bets, then that
  -- row, and so must every seamless call, or a win and a rollback of one round deadlock.
  SELECT (array_agg(b.wallet_id ORDER BY b.id) FILTER (WHERE b.status = 'done'))[1],
         count(*) FILTER (WHERE b.status = 'done'),
         coalesce(bool_or(b.transaction_id = p_reference AND b.status = 'done'), false)
    INTO v_wallet, v_live, v_referenced
    FROM (SELECT t.id, t.wallet_id, t.status, t.transaction_id FROM seamless_transactions t
           WHERE t.provider_id = p_provider AND t.member_id = p_member AND t.round_id = p_round
             AND t.kind = 'bet'
           ORDER BY t.id FOR UPDATE) b;
  IF p_reference IS NOT NULL AND NOT v_referenced THEN
    RAISE EXCEPTION 'ledger:SEAMLESS_BET_NOT_FOUND';
  END IF;

  INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                     round_id, game_code, amount, created_at)
  VALUES (p_provider, p_transaction, 'settle', p_session, p_member, p_session_wallet, p_round, p_game, p_amount,
          p_now)
  ON CONFLICT (provider_id, transaction_id) DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    claim_id := NULL;
    balance := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_live = 0 THEN
    RAISE EXCEPTION 'ledger:SEAMLESS_BET_NOT_FOUND';
  END IF;

  -- Under the round's lock, in a new snapshot: the round's cap (settle-cap.ts, the same sums).
  SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)::bigint,
         coalesce(sum(floor(t.amount * g.max_win_multiplier)) FILTER (WHERE t.kind = 'bet'), 0)::bigint,
         coalesce(sum(t.amount) FILTER (WHERE t.kind = 'settle'), 0)::bigint
    INTO v_staked, v_cap, v_settled
    FROM seamless_transactions t
    JOIN game_sessions s ON s.id = t.session_id
    JOIN games g ON g.id = s.game_id
   WHERE t.provider_id = p_provider AND t.member_id = p_member AND t.round_id = p_round
     AND ((t.kind = 'bet' AND t.status = 'done') OR t.kind = 'settle');
  IF v_settled > v_cap THEN
    RAISE EXCEPTION 'ledger:SEAMLESS_WIN_ABOVE_MAX'
      USING DETAIL = json_build_object('staked', v_staked, 'cap', v_cap, 'settled', v_settled)::text;
  END IF;

  IF v_wallet <> p_wallet THEN
    RAISE EXCEPTION 'seamless:wallet:%', v_wallet;
  END IF;

  IF p_amount > 0 THEN
    SELECT r.balance_after, r.replayed INTO v_balance, v_replayed
      FROM ledger_apply('transfer', p_ledger->>'key', p_ledger->>'kind', p_ledger->>'description',
                        p_ledger->>'fingerprint', p_ledger->'meta', p_ledger->'legs', NULL, p_now) r
     WHERE r.amount > 0;
  END IF;
  -- A zero settlement moves nothing; a replayed ledger key (not expected: the claim is new) answers the first
  -- call's balance. Both answer the balance as it is now.
  IF p_amount = 0 OR v_replayed OR v_balance IS NULL THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_wallet AND a.owner = 'member';
  END IF;
  claim_id := v_claim;
  balance := coalesce(v_balance, 0);
  RETURN NEXT;
END $$;
