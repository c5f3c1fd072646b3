-- Player protection (issue 15, server/src/protection/README.md): limits, reality check, time-out and
-- self-exclusion, checked inside the same statement or transaction as every debit that stakes or deposits.

-- One row per member who ever set anything. Its row lock serialises a protected member's stakes and deposits
-- while a loss or deposit limit is counted, so parallel bets from any of their wallets cannot slip past one.
CREATE TABLE member_protection (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  agent_id int NOT NULL REFERENCES agents(id),
  reality_check_minutes int NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  exclusion_kind text CHECK (exclusion_kind IN ('timeout', 'self_exclusion')),
  excluded_from timestamptz,
  excluded_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((exclusion_kind IS NULL) = (excluded_until IS NULL) AND (excluded_from IS NULL) = (excluded_until IS NULL))
);
CREATE INDEX member_protection_agent ON member_protection (agent_id);

-- Nobody shortens a time-out or a self-exclusion that is still running, whatever the path (the member's own
-- screen, a staff tool that does not exist, SQL typed by hand): only a later end, or a self-exclusion replacing
-- a time-out, is accepted. The clock is the session's (tests set it with SET protection.now).
CREATE FUNCTION member_protection_keep_exclusion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := coalesce(nullif(current_setting('protection.now', true), '')::timestamptz, now());
BEGIN
  IF OLD.excluded_until IS NOT NULL AND OLD.excluded_until > v_now THEN
    IF NEW.excluded_until IS NULL OR NEW.excluded_until < OLD.excluded_until
       OR (OLD.exclusion_kind = 'self_exclusion' AND NEW.exclusion_kind <> 'self_exclusion') THEN
      RAISE EXCEPTION 'ledger:PROTECTION_SHORTEN_REFUSED';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER member_protection_keep_exclusion BEFORE UPDATE ON member_protection
  FOR EACH ROW EXECUTE FUNCTION member_protection_keep_exclusion();
CREATE FUNCTION member_protection_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger:PROTECTION_SHORTEN_REFUSED';
END $$;
CREATE TRIGGER member_protection_no_delete BEFORE DELETE ON member_protection
  FOR EACH ROW EXECUTE FUNCTION member_protection_no_delete();

-- A limit in force (value) and an increase or removal waiting for its cool-off (pending_at; pending_value null
-- means removal). Nothing rewrites the row when the cool-off ends: readers take the pending value once
-- pending_at has passed (protection_limit_value), and the next change of the limit folds it in.
CREATE TABLE member_limits (
  member_id bigint NOT NULL REFERENCES member_protection(member_id),
  key text NOT NULL CHECK (key IN ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week',
                                   'loss_month', 'session')),
  value bigint CHECK (value > 0),
  pending_value bigint CHECK (pending_value > 0),
  pending_at timestamptz,
  PRIMARY KEY (member_id, key),
  CHECK (pending_at IS NOT NULL OR pending_value IS NULL)
);

-- The reality check's last "continue" in a login session: the next reminder is due one interval after it.
CREATE TABLE reality_check_acks (
  session_id bigint PRIMARY KEY REFERENCES sessions(id),
  acknowledged_at timestamptz NOT NULL
);

-- The agent's help contact on the page about playing safely.
CREATE TABLE protection_settings (
  agent_id int PRIMARY KEY REFERENCES agents(id),
  help_text text NOT NULL,
  help_phone text NOT NULL DEFAULT '',
  help_line_id text NOT NULL DEFAULT '',
  help_url text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Deposits into a member's wallets by time, for deposit limits (a small partial index: deposits only).
CREATE INDEX ledger_entries_deposit_time ON ledger_entries (account_id, created_at) WHERE kind = 'deposit';

CREATE FUNCTION protection_limit_value(l member_limits, p_now timestamptz) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_now THEN l.pending_value ELSE l.value END
$$;

-- The start of the Bangkok day, week (Monday) and month holding p_now. Thailand keeps +07:00 all year.
CREATE FUNCTION protection_period_start(p_period text, p_now timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (date_trunc(p_period, (p_now AT TIME ZONE 'UTC') + interval '7 hours') - interval '7 hours')
           AT TIME ZONE 'UTC'
$$;

-- A member's net loss (stakes minus wins, rollbacks and cancelled bills left out) since p_from, up to p_now.
-- Read through the member's wallets: the (wallet_id, created_at) index of seamless_transactions bounds it.
CREATE FUNCTION protection_loss_since(p_member bigint, p_from timestamptz, p_except bigint DEFAULT NULL)
  RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END)
                     FROM ledger_accounts a
                     JOIN seamless_transactions s ON s.wallet_id = a.id AND s.created_at >= p_from
                    WHERE a.member_id = p_member AND a.asset = 'thb'
                      AND s.kind IN ('bet', 'settle') AND s.status = 'done'
                      AND s.id IS DISTINCT FROM p_except), 0)
       + coalesce((SELECT sum(b.total - b.payout) FROM lotto_bills b
                    WHERE b.member_id = p_member AND b.created_at >= p_from
                      AND b.status IN ('pending', 'won', 'lost')), 0)
$$;

-- Deposits credited to a member since p_from, and the open orders that may still be paid, at the amount the
-- member asked for (a bank-transfer order's unique pay amount adds up to 1 %, at most 9.99 baht, to tell it apart).
CREATE FUNCTION protection_deposits_since(p_member bigint, p_from timestamptz, p_now timestamptz) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(e.amount) FROM ledger_accounts a
                     JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit' AND e.created_at >= p_from
                    WHERE a.member_id = p_member AND a.asset = 'thb' AND e.amount > 0), 0)
       + coalesce((SELECT sum(o.amount) FROM deposit_orders o
                    WHERE o.member_id = p_member AND o.status = 'pending' AND o.expires_at > p_now), 0)
$$;

-- Why a member may not stake p_stake now (NULL: they may). p_session_start is the login session's start (null
-- when unknown: no session limit then). Called inside the statement or transaction of the debit: with a loss
-- limit in force it takes the member's protection row lock first, so parallel stakes count one after another.
-- p_stake 0 asks whether play may start at all (a launch): refused once the loss limit is used up.
-- p_claim: the seamless claim row of this very stake (seamless_bet writes it first, so a replay answers before
-- any check), left out of the count since the stake is added here.
CREATE FUNCTION protection_refusal(p_member bigint, p_session_start timestamptz, p_stake bigint,
                                   p_now timestamptz, p_claim bigint DEFAULT NULL) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  p member_protection;
  v_session bigint;
  v_loss_day bigint;
  v_loss_week bigint;
  v_loss_month bigint;
  v_extra bigint := greatest(p_stake, 1);
BEGIN
  SELECT * INTO p FROM member_protection WHERE member_id = p_member;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF p.excluded_until > p_now THEN
    RETURN CASE p.exclusion_kind WHEN 'self_exclusion' THEN 'PLAYER_SELF_EXCLUDED' ELSE 'PLAYER_TIMED_OUT' END;
  END IF;
  SELECT max(protection_limit_value(l, p_now)) FILTER (WHERE l.key = 'session'),
         max(protection_limit_value(l, p_now)) FILTER (WHERE l.key = 'loss_day'),
         max(protection_limit_value(l, p_now)) FILTER (WHERE l.key = 'loss_week'),
         max(protection_limit_value(l, p_now)) FILTER (WHERE l.key = 'loss_month')
    INTO v_session, v_loss_day, v_loss_week, v_loss_month
    FROM member_limits l WHERE l.member_id = p_member;
  IF v_session IS NOT NULL AND p_session_start IS NOT NULL
     AND p_session_start + make_interval(mins => v_session::int) <= p_now THEN
    RETURN 'PLAYER_SESSION_LIMIT';
  END IF;
  IF v_loss_day IS NULL AND v_loss_week IS NULL AND v_loss_month IS NULL THEN
    RETURN NULL;
  END IF;
  -- Counted under the row lock: a parallel stake of the same member waits here, then counts this one.
  PERFORM 1 FROM member_protection WHERE member_id = p_member FOR UPDATE;
  IF (v_loss_day IS NOT NULL AND protection_loss_since(p_member, protection_period_start('day', p_now), p_claim)
        + v_extra > v_loss_day)
     OR (v_loss_week IS NOT NULL AND protection_loss_since(p_member, protection_period_start('week', p_now), p_claim)
        + v_extra > v_loss_week)
     OR (v_loss_month IS NOT NULL AND protection_loss_since(p_member, protection_period_start('month', p_now), p_claim)
        + v_extra > v_loss_month) THEN
    RETURN 'PLAYER_LOSS_LIMIT';
  END IF;
  RETURN NULL;
END $$;

-- seamless_bet (0500) again with a clock and the member's protection checked after the session's rules, in the
-- same statement as the debit: a refusal is raised like the ledger's and undoes the claim. One indexed lookup
-- for a member who never set anything.
DROP FUNCTION seamless_bet(int, text, bigint, bigint, bigint, text, text, bigint, jsonb);
CREATE FUNCTION seamless_bet(
  p_provider int, p_transaction text, p_session bigint, p_member bigint, p_wallet bigint, p_round text,
  p_game text, p_amount bigint, p_ledger jsonb, p_now timestamptz
) RETURNS TABLE (claim_id bigint, balance_after bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claim bigint;
  v_balance bigint;
  v_refusal text;
  v_protected boolean;
  v_session_start timestamptz;
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
         END,
         EXISTS (SELECT 1 FROM member_protection mp WHERE mp.member_id = gs.member_id),
         s.created_at
    INTO v_refusal, v_protected, v_session_start
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
