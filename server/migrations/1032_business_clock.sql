-- One business clock (issue 25). A test deployment runs its business time ahead of the system clock
-- (CLOCK_OFFSET_MS; tests move the app's clock through BuildOptions.clock), and every rule reads that one clock,
-- the app's `app.clock()`. Rows that rules read back as business time must therefore be stamped with it, not with
-- the database's now(): a game's bet and settlement (member_play dates stakes and wins by them: cashback,
-- win/loss, quests, points, commission, turnover), and the ledger rows of awards and points (points expire by
-- the day they were received). Without it a bet placed "tomorrow" was dated today and points expired the day
-- they were earned. server/src/README.md lists what reads which clock.
--
-- ledger_apply (0201) takes the time of the movement as p_at: its transfer, entries and hold are dated with it;
-- NULL (every caller that does not pass it) keeps the database's now(). Same body otherwise. Dropped and created
-- rather than overloaded: one function, so an 8-argument call (the SQL functions of other modules) is not
-- ambiguous and keeps its meaning.
DROP FUNCTION ledger_apply(text, text, text, text, text, jsonb, jsonb, bigint);

--   'transfer'  p_legs = [{from, to, amount}, ...], all or nothing, applied in leg order;
--   'hold'      p_legs = [{from, to, amount}]: moves the amount from `from` to house 'holds' and records the hold;
--   'post_hold' / 'void_hold' of p_hold_id: moves it from 'holds' to the hold's `to` / back to its `from`.
-- Answers the entries written (or, for a replayed key, the entries the first call wrote).
CREATE FUNCTION ledger_apply(
  p_op text, p_key text, p_kind text, p_description text, p_fingerprint text, p_meta jsonb, p_legs jsonb,
  p_hold_id bigint, p_at timestamptz DEFAULT NULL
) RETURNS TABLE (
  transfer_id bigint, replayed boolean, hold_id bigint, leg smallint, account_id bigint, amount bigint,
  balance_after bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_transfer bigint;
  v_fp text;
  v_kind text := p_kind;
  v_desc text := p_description;
  v_legs jsonb := p_legs;
  v_hold record;
  v_hold_id bigint := p_hold_id;
  v_hold_to bigint;
  v_from record;
  v_to record;
  v_amount bigint;
  e_leg smallint[] := '{}';
  e_acct bigint[] := '{}';
  e_owner text[] := '{}';
  e_asset text[] := '{}';
  e_amount bigint[] := '{}';
  e_bal bigint[] := '{}';
  e_ver bigint[] := '{}';
  m record;
  v_bal bigint;
  v_ver bigint;
  i int;
  v_b1 bigint;
  v_v1 bigint;
  v_b2 bigint;
  v_v2 bigint;
  v_at timestamptz := coalesce(p_at, now());
BEGIN
  IF p_op IN ('post_hold', 'void_hold') THEN
    SELECT h.*, t.kind AS hold_kind, t.description AS hold_description INTO v_hold
      FROM ledger_holds h JOIN ledger_transfers t ON t.id = h.transfer_id WHERE h.id = p_hold_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger:HOLD_NOT_FOUND';
    END IF;
    IF p_op = 'post_hold' THEN
      v_kind := v_hold.hold_kind;
      v_desc := v_hold.hold_description;
    ELSE
      v_kind := 'refund';
      v_desc := 'ยกเลิกรายการ: ' || v_hold.hold_description;
    END IF;
  END IF;

  INSERT INTO ledger_transfers (idem_key, op, kind, description, fingerprint, meta, hold_id, created_at)
  VALUES (p_key, p_op, v_kind, v_desc, p_fingerprint, coalesce(p_meta, '{}'::jsonb), p_hold_id, v_at)
  ON CONFLICT (idem_key) DO NOTHING
  RETURNING id INTO v_transfer;

  IF v_transfer IS NULL THEN
    -- The key exists (committed, or committed by a racing call that ON CONFLICT waited for): answer its result.
    SELECT t.id, t.fingerprint INTO v_transfer, v_fp FROM ledger_transfers t WHERE t.idem_key = p_key;
    IF v_fp IS DISTINCT FROM p_fingerprint THEN
      RAISE EXCEPTION 'ledger:IDEMPOTENCY_CONFLICT';
    END IF;
    RETURN QUERY
      SELECT e.transfer_id, true, coalesce(t.hold_id, h.id), e.leg, e.account_id, e.amount, e.balance_after
        FROM ledger_entries e
        JOIN ledger_transfers t ON t.id = e.transfer_id
        LEFT JOIN ledger_holds h ON h.transfer_id = e.transfer_id
       WHERE e.transfer_id = v_transfer
       ORDER BY e.id;
    RETURN;
  END IF;

  IF p_op IN ('post_hold', 'void_hold') THEN
    UPDATE ledger_holds h SET status = CASE WHEN p_op = 'post_hold' THEN 'posted' ELSE 'voided' END,
           settle_transfer_id = v_transfer, settled_at = v_at
     WHERE h.id = p_hold_id AND h.status = 'pending';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger:HOLD_NOT_PENDING';
    END IF;
    v_legs := jsonb_build_array(jsonb_build_object(
      'from', jsonb_build_object('house', 'holds'),
      'to', jsonb_build_object('walletId',
              CASE WHEN p_op = 'post_hold' THEN v_hold.to_account ELSE v_hold.from_account END),
      'amount', v_hold.amount));
  ELSIF p_op = 'hold' THEN
    IF jsonb_array_length(v_legs) <> 1 THEN
      RAISE EXCEPTION 'ledger:INVALID_INPUT';
    END IF;
    SELECT * INTO v_to FROM ledger_account_of(v_legs->0->'to');
    IF v_to.asset <> 'thb' THEN
      RAISE EXCEPTION 'ledger:INVALID_INPUT';
    END IF;
    v_hold_to := v_to.id;
    v_legs := jsonb_build_array(jsonb_set(v_legs->0, '{to}', jsonb_build_object('house', 'holds')));
  END IF;

  -- Fast path for the common case, one leg of a plain transfer (every bet, win, deposit): the same rules as the
  -- general path below with fewer statements, since the bet path is the hottest code in the product.
  IF p_op = 'transfer' AND jsonb_array_length(v_legs) = 1 THEN
    v_amount := (v_legs->0->>'amount')::bigint;
    IF v_amount IS NULL OR v_amount <= 0 THEN
      RAISE EXCEPTION 'ledger:AMOUNT_INVALID';
    END IF;
    IF (v_legs->0->'from') ? 'walletId' THEN
      SELECT a.id, a.owner, a.asset INTO v_from FROM ledger_accounts a WHERE a.id = (v_legs->0->'from'->>'walletId')::bigint;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger:WALLET_NOT_FOUND';
      END IF;
    ELSE
      SELECT * INTO v_from FROM ledger_account_of(v_legs->0->'from');
    END IF;
    IF (v_legs->0->'to') ? 'walletId' THEN
      SELECT a.id, a.owner, a.asset INTO v_to FROM ledger_accounts a WHERE a.id = (v_legs->0->'to'->>'walletId')::bigint;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger:WALLET_NOT_FOUND';
      END IF;
    ELSE
      SELECT * INTO v_to FROM ledger_account_of(v_legs->0->'to');
    END IF;
    IF v_from.id = v_to.id OR v_from.asset <> v_to.asset THEN
      RAISE EXCEPTION 'ledger:INVALID_INPUT';
    END IF;
    -- Member rows in id order: when both are members and the credited one has the lower id, credit first.
    IF v_to.owner = 'member' AND v_from.owner = 'member' AND v_to.id < v_from.id THEN
      UPDATE ledger_accounts a SET balance = a.balance + v_amount, version = a.version + 1
       WHERE a.id = v_to.id RETURNING a.balance, a.version INTO v_b2, v_v2;
    END IF;
    IF v_from.owner = 'member' THEN
      UPDATE ledger_accounts a SET balance = a.balance - v_amount, version = a.version + 1
       WHERE a.id = v_from.id AND a.balance >= v_amount RETURNING a.balance, a.version INTO v_b1, v_v1;
      IF NOT FOUND THEN
        RAISE EXCEPTION '%', CASE WHEN v_from.asset = 'point' THEN 'ledger:INSUFFICIENT_POINTS'
                                  ELSE 'ledger:INSUFFICIENT_FUNDS' END;
      END IF;
    END IF;
    IF v_to.owner = 'member' AND v_v2 IS NULL THEN
      UPDATE ledger_accounts a SET balance = a.balance + v_amount, version = a.version + 1
       WHERE a.id = v_to.id RETURNING a.balance, a.version INTO v_b2, v_v2;
    END IF;
    INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, balance_after, account_version, kind,
                                created_at)
    VALUES (v_transfer, 0, v_from.id, v_from.asset, -v_amount, v_b1, v_v1, v_kind, v_at),
           (v_transfer, 0, v_to.id, v_to.asset, v_amount, v_b2, v_v2, v_kind, v_at);
    transfer_id := v_transfer; replayed := false; hold_id := NULL; leg := 0;
    account_id := v_from.id; amount := -v_amount; balance_after := v_b1;
    RETURN NEXT;
    account_id := v_to.id; amount := v_amount; balance_after := v_b2;
    RETURN NEXT;
    RETURN;
  END IF;

  IF jsonb_array_length(v_legs) < 1 THEN
    RAISE EXCEPTION 'ledger:INVALID_INPUT';
  END IF;
  FOR i IN 0 .. jsonb_array_length(v_legs) - 1 LOOP
    v_amount := (v_legs->i->>'amount')::bigint;
    IF v_amount IS NULL OR v_amount <= 0 THEN
      RAISE EXCEPTION 'ledger:AMOUNT_INVALID';
    END IF;
    SELECT * INTO v_from FROM ledger_account_of(v_legs->i->'from');
    SELECT * INTO v_to FROM ledger_account_of(v_legs->i->'to');
    IF v_from.id = v_to.id OR v_from.asset <> v_to.asset THEN
      RAISE EXCEPTION 'ledger:INVALID_INPUT';
    END IF;
    e_leg := e_leg || i::smallint || i::smallint;
    e_acct := e_acct || v_from.id || v_to.id;
    e_owner := e_owner || v_from.owner || v_to.owner;
    e_asset := e_asset || v_from.asset || v_to.asset;
    e_amount := e_amount || (-v_amount) || v_amount;
    e_bal := e_bal || NULL::bigint || NULL::bigint;
    e_ver := e_ver || NULL::bigint || NULL::bigint;
  END LOOP;

  -- Member accounts in id order (the fixed lock order), each with one conditional UPDATE for its net change.
  FOR m IN
    SELECT u.acct, sum(u.amt)::bigint AS net, count(*)::int AS n, min(u.asset) AS asset
      FROM unnest(e_acct, e_amount, e_owner, e_asset) AS u(acct, amt, owner, asset)
     WHERE u.owner = 'member'
     GROUP BY u.acct ORDER BY u.acct
  LOOP
    UPDATE ledger_accounts a SET balance = a.balance + m.net, version = a.version + m.n
     WHERE a.id = m.acct AND a.balance + m.net >= 0
     RETURNING a.balance, a.version INTO v_bal, v_ver;
    IF NOT FOUND THEN
      RAISE EXCEPTION '%', CASE WHEN m.asset = 'point' THEN 'ledger:INSUFFICIENT_POINTS'
                                ELSE 'ledger:INSUFFICIENT_FUNDS' END;
    END IF;
    v_bal := v_bal - m.net;
    v_ver := v_ver - m.n;
    FOR i IN 1 .. array_length(e_acct, 1) LOOP
      IF e_acct[i] = m.acct THEN
        v_bal := v_bal + e_amount[i];
        v_ver := v_ver + 1;
        IF v_bal < 0 THEN
          RAISE EXCEPTION '%', CASE WHEN m.asset = 'point' THEN 'ledger:INSUFFICIENT_POINTS'
                                    ELSE 'ledger:INSUFFICIENT_FUNDS' END;
        END IF;
        e_bal[i] := v_bal;
        e_ver[i] := v_ver;
      END IF;
    END LOOP;
  END LOOP;

  IF p_op = 'hold' THEN
    INSERT INTO ledger_holds (transfer_id, from_account, to_account, amount, created_at)
    VALUES (v_transfer, e_acct[1], v_hold_to, -e_amount[1], v_at)
    RETURNING id INTO v_hold_id;
  END IF;

  RETURN QUERY
    WITH ins AS (
      INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, balance_after, account_version, kind,
                                  created_at)
      SELECT v_transfer, u.leg, u.acct, u.asset, u.amt, u.bal, u.ver, v_kind, v_at
        FROM unnest(e_leg, e_acct, e_asset, e_amount, e_bal, e_ver) AS u(leg, acct, asset, amt, bal, ver)
      RETURNING id, leg, account_id, amount, balance_after
    )
    SELECT v_transfer, false, v_hold_id, ins.leg, ins.account_id, ins.amount, ins.balance_after
      FROM ins ORDER BY ins.id;
END $$;


-- seamless_bet (1010) with the bet dated by the server's clock (p_now, which already judged the member's limits
-- and exclusions), its claim row and its ledger transfer alike. The game session's own expiry and the login
-- session's stay on the database's clock that wrote them: infrastructure, not business time.
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

-- seamless_settle (0531) with the settlement dated by the server's clock (p_now): a win belongs to the business
-- day its settlement came in, as its bet to the bet's.
DROP FUNCTION seamless_settle(int, text, bigint, bigint, bigint, text, text, bigint, bigint, jsonb);
CREATE FUNCTION seamless_settle(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_session_wallet bigint,
  p_round text, p_game text, p_amount bigint, p_wallet bigint, p_ledger jsonb, p_now timestamptz
) RETURNS TABLE (claim_id bigint, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_wallet bigint;
  v_live int;
  v_staked bigint;
  v_cap bigint;
  v_settled bigint;
  v_balance bigint;
  v_replayed boolean;
BEGIN
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

  -- The round's lock (as lockRoundBets): every bet of the round, in id order.
  SELECT (array_agg(b.wallet_id ORDER BY b.id) FILTER (WHERE b.status = 'done'))[1],
         count(*) FILTER (WHERE b.status = 'done')
    INTO v_wallet, v_live
    FROM (SELECT t.id, t.wallet_id, t.status FROM seamless_transactions t
           WHERE t.provider_id = p_provider AND t.member_id = p_member AND t.round_id = p_round
             AND t.kind = 'bet'
           ORDER BY t.id FOR UPDATE) b;
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

-- seamless_rollback (1010) with its claim, a tombstone and the refund dated by the server's clock (p_now).
DROP FUNCTION seamless_rollback(int, text, bigint, bigint, bigint, text, text, text, jsonb);
CREATE FUNCTION seamless_rollback(
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
      v_legs := jsonb_build_array(jsonb_build_object(
        'from', p_refund->'from', 'to', jsonb_build_object('walletId', v_bet.wallet_id), 'amount', v_bet.amount));
      SELECT r.balance_after, r.replayed INTO v_balance, v_replayed
        FROM ledger_apply('transfer', p_refund->>'key', p_refund->>'kind', p_refund->>'description',
                          ledger_fingerprint('transfer', jsonb_build_object('kind', p_refund->'kind',
                                                                            'legs', v_legs)),
                          p_refund->'meta', v_legs, NULL, p_now) r
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
