-- Whether the agent's LINE Official Account may message this member about this category now (issue 29,
-- server/src/line/README.md "Messages a member wants"): the agent's id, or NULL when it may not. It may when the
-- member linked LINE, the agent's account is set up (secret and token), the member has not blocked the account
-- (a follower row saying so), the category is on (member_line_prefs, else the default: money and lotto on, rewards
-- off), and, for 'rewards' (marketing), no time-out or self-exclusion runs: an excluded member gets no marketing
-- message by any path. The database's now() is at or behind the business clock, so an exclusion is never seen
-- as over early. The deliverer asks the same again when it sends (server/src/line/messaging/member-messages.ts).
CREATE OR REPLACE FUNCTION line_member_agent(p_member bigint, p_category text) RETURNS int
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_agent int;
  v_user text;
BEGIN
  SELECT m.agent_id, m.line_user_id INTO v_agent, v_user FROM members m WHERE m.id = p_member;
  IF v_user IS NULL OR v_user = '' THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM agent_line_settings s
                  WHERE s.agent_id = v_agent AND s.channel_secret_sealed <> '' AND s.access_token_sealed <> '') THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM line_followers f
              WHERE f.agent_id = v_agent AND f.line_user_id = v_user AND NOT f.following) THEN
    RETURN NULL;
  END IF;
  IF NOT coalesce((SELECT CASE p_category WHEN 'money' THEN p.money WHEN 'lotto' THEN p.lotto
                                          WHEN 'rewards' THEN p.rewards END
                     FROM member_line_prefs p WHERE p.member_id = p_member),
                  p_category IN ('money', 'lotto')) THEN
    RETURN NULL;
  END IF;
  IF p_category = 'rewards' AND EXISTS (
       SELECT 1 FROM member_protection x
        WHERE x.member_id = p_member AND x.exclusion_kind IS NOT NULL AND x.excluded_until > now()) THEN
    RETURN NULL;
  END IF;
  RETURN v_agent;
END $$;
