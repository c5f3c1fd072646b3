-- Why a member may not stake p_stake now (NULL: they may). p_session_start is the login session's start (null
-- when unknown: no session limit then). Called inside the statement or transaction of the debit (seamless_bet,
-- a lotto bill): with a loss limit in force it takes the member's protection row lock first, so parallel stakes
-- count one after another. p_stake 0 asks whether play may start at all (a launch): refused once the loss limit
-- is used up. p_claim: the seamless claim row of this very stake (seamless_bet writes it first, so a replay
-- answers before any check), left out of the count since the stake is added here.
CREATE OR REPLACE FUNCTION protection_refusal(p_member bigint, p_session_start timestamptz, p_stake bigint,
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
