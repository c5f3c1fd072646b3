-- Every write of the ledger, as one idempotent call (server/src/ledger/apply.ts; README.md in that folder):
--   'transfer'  p_legs = [{from, to, amount}, ...], all or nothing, applied in leg order;
--   'hold'      p_legs = [{from, to, amount}]: moves the amount from `from` to house 'holds' and records the hold;
--   'post_hold' / 'void_hold' of p_hold_id: moves it from 'holds' to the hold's `to` / back to its `from`.
-- Answers the entries written (or, for a replayed key, the entries the first call wrote). One round trip per
-- operation, so a debit holds its wallet's row lock only for one statement plus the commit. Refusals are raised
-- as 'ledger:<ERROR_NAME>', which apply.ts maps to the error catalogue.
--
-- The key is inserted first (ON CONFLICT DO NOTHING): two racing calls with one key serialise on it, and the
-- loser answers the winner's entries once the winner commits, or IDEMPOTENCY_CONFLICT when p_fingerprint (what
-- the key stands for: ledger_fingerprint, or apply.ts `fingerprint`) differs. Member accounts are updated in id
-- order with one conditional UPDATE each; house accounts are never updated (their balance is the sum of their
-- entries), so no bet queues on a shared house row.
--
-- Every member entry carries its link of the account's hash chain (migration 1040, ledger_link), computed in the
-- UPDATE that moves the balance from the row's chain_head: the row lock that orders the wallet's entries orders
-- its chain, so the chain costs no statement and no lock of its own. A transfer with no member side chains on its
-- house accounts instead (locked in id order; no hot path writes one).
--
-- SECURITY DEFINER (issue 26): on PostgreSQL the app's connections act as a role that may only read the ledger
-- tables (server/src/db/app-role.ts), so this function, owned by the role that ran the migrations, is the one way
-- money moves. Its search_path is the schema's, pinned when the file is applied (server/sql/README.md), with
-- pg_temp last so that no caller's temporary table can stand in for a ledger table.
--
-- p_at is the movement's business time (the app's clock, migration 1032): its transfer, entries and hold are
-- dated with it; NULL keeps the database's now(). One function with a default rather than an overload, so an
-- 8-argument call from another module's function is not ambiguous.
CREATE OR REPLACE FUNCTION ledger_apply(
  p_op text, p_key text, p_kind text, p_description text, p_fingerprint text, p_meta jsonb, p_legs jsonb,
  p_hold_id bigint, p_at timestamptz DEFAULT NULL
) RETURNS TABLE (
  transfer_id bigint, replayed boolean, hold_id bigint, leg smallint, account_id bigint, amount bigint,
  balance_after bigint
) LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
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
  v_content text;
  v_c1 bytea;
  v_c2 bytea;
  e_chain bytea[] := '{}';
  v_chain bytea;
  v_house_only boolean;
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
    v_content := ledger_transfer_content(v_transfer, p_key, p_op, v_kind, v_desc, p_fingerprint,
                   coalesce(p_meta, '{}'::jsonb), p_hold_id, v_at,
                   jsonb_build_array(jsonb_build_array(v_from.id, -v_amount), jsonb_build_array(v_to.id, v_amount)));
    -- Member rows in id order: when both are members and the credited one has the lower id, credit first.
    IF v_to.owner = 'member' AND v_from.owner = 'member' AND v_to.id < v_from.id THEN
      UPDATE ledger_accounts a SET balance = a.balance + v_amount, version = a.version + 1,
             chain_head = ledger_link(a.chain_head, v_content, 0, a.id, a.asset, v_amount, a.balance + v_amount,
                                      a.version + 1)
       WHERE a.id = v_to.id RETURNING a.balance, a.version, a.chain_head INTO v_b2, v_v2, v_c2;
    END IF;
    IF v_from.owner = 'member' THEN
      UPDATE ledger_accounts a SET balance = a.balance - v_amount, version = a.version + 1,
             chain_head = ledger_link(a.chain_head, v_content, 0, a.id, a.asset, -v_amount, a.balance - v_amount,
                                      a.version + 1)
       WHERE a.id = v_from.id AND a.balance >= v_amount RETURNING a.balance, a.version, a.chain_head
        INTO v_b1, v_v1, v_c1;
      IF NOT FOUND THEN
        RAISE EXCEPTION '%', CASE WHEN v_from.asset = 'point' THEN 'ledger:INSUFFICIENT_POINTS'
                                  ELSE 'ledger:INSUFFICIENT_FUNDS' END;
      END IF;
    END IF;
    IF v_to.owner = 'member' AND v_v2 IS NULL THEN
      UPDATE ledger_accounts a SET balance = a.balance + v_amount, version = a.version + 1,
             chain_head = ledger_link(a.chain_head, v_content, 0, a.id, a.asset, v_amount, a.balance + v_amount,
                                      a.version + 1)
       WHERE a.id = v_to.id RETURNING a.balance, a.version, a.chain_head INTO v_b2, v_v2, v_c2;
    END IF;
    IF v_from.owner = 'house' AND v_to.owner = 'house' THEN
      -- No member side: both house rows carry the chain, in id order.
      FOR m IN SELECT u.id, u.amt FROM (VALUES (v_from.id, -v_amount), (v_to.id, v_amount)) u(id, amt) ORDER BY u.id
      LOOP
        UPDATE ledger_accounts a
           SET chain_head = ledger_link(a.chain_head, v_content, 0, a.id, a.asset, m.amt, NULL, NULL)
         WHERE a.id = m.id RETURNING a.chain_head INTO v_chain;
        IF m.id = v_from.id THEN v_c1 := v_chain; ELSE v_c2 := v_chain; END IF;
      END LOOP;
    END IF;
    INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, balance_after, account_version, kind,
                                created_at, chain)
    VALUES (v_transfer, 0, v_from.id, v_from.asset, -v_amount, v_b1, v_v1, v_kind, v_at, v_c1),
           (v_transfer, 0, v_to.id, v_to.asset, v_amount, v_b2, v_v2, v_kind, v_at, v_c2);
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
    e_chain := e_chain || NULL::bytea || NULL::bytea;
  END LOOP;
  v_content := ledger_transfer_content(v_transfer, p_key, p_op, v_kind, v_desc, p_fingerprint,
                 coalesce(p_meta, '{}'::jsonb), p_hold_id, v_at,
                 (SELECT jsonb_agg(jsonb_build_array(u.acct, u.amt) ORDER BY u.leg, u.amt)
                    FROM unnest(e_leg, e_acct, e_amount) AS u(leg, acct, amt)));
  v_house_only := NOT ('member' = ANY (e_owner));

  -- Member accounts in id order (the fixed lock order), each with one conditional UPDATE for its net change.
  FOR m IN
    SELECT u.acct, sum(u.amt)::bigint AS net, count(*)::int AS n, min(u.asset) AS asset
      FROM unnest(e_acct, e_amount, e_owner, e_asset) AS u(acct, amt, owner, asset)
     WHERE u.owner = 'member'
     GROUP BY u.acct ORDER BY u.acct
  LOOP
    UPDATE ledger_accounts a SET balance = a.balance + m.net, version = a.version + m.n
     WHERE a.id = m.acct AND a.balance + m.net >= 0
     RETURNING a.balance, a.version, a.chain_head INTO v_bal, v_ver, v_chain;
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
        v_chain := ledger_link(v_chain, v_content, e_leg[i], m.acct, e_asset[i], e_amount[i], v_bal, v_ver);
        e_chain[i] := v_chain;
      END IF;
    END LOOP;
    -- The row is locked by the UPDATE above; its entries' links follow the head it held.
    UPDATE ledger_accounts a SET chain_head = v_chain WHERE a.id = m.acct;
  END LOOP;

  IF v_house_only THEN
    -- No member side (a withdrawal's post_hold): the house rows carry the chain, locked in id order.
    FOR m IN SELECT DISTINCT u.acct FROM unnest(e_acct) AS u(acct) ORDER BY u.acct LOOP
      SELECT a.chain_head INTO v_chain FROM ledger_accounts a WHERE a.id = m.acct FOR UPDATE;
      FOR i IN 1 .. array_length(e_acct, 1) LOOP
        IF e_acct[i] = m.acct THEN
          v_chain := ledger_link(v_chain, v_content, e_leg[i], m.acct, e_asset[i], e_amount[i], NULL, NULL);
          e_chain[i] := v_chain;
        END IF;
      END LOOP;
      UPDATE ledger_accounts a SET chain_head = v_chain WHERE a.id = m.acct;
    END LOOP;
  END IF;

  IF p_op = 'hold' THEN
    INSERT INTO ledger_holds (transfer_id, from_account, to_account, amount, created_at)
    VALUES (v_transfer, e_acct[1], v_hold_to, -e_amount[1], v_at)
    RETURNING id INTO v_hold_id;
  END IF;

  RETURN QUERY
    WITH ins AS (
      INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, balance_after, account_version, kind,
                                  created_at, chain)
      SELECT v_transfer, u.leg, u.acct, u.asset, u.amt, u.bal, u.ver, v_kind, v_at, u.chain
        FROM unnest(e_leg, e_acct, e_asset, e_amount, e_bal, e_ver, e_chain)
             AS u(leg, acct, asset, amt, bal, ver, chain)
      RETURNING id, leg, account_id, amount, balance_after
    )
    SELECT v_transfer, false, v_hold_id, ins.leg, ins.account_id, ins.amount, ins.balance_after
      FROM ins ORDER BY ins.id;
END $$;
