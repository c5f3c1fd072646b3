-- One LINE message to a member queued in the caller's transaction when the member wants it now
-- (`line_member_agent` for the category): an outbox entry named by its cause (`p_event_key`, once for ever, so a
-- replayed cause adds nothing). The triggers of an inbox row and of free spins call it; the message is drawn
-- when it is sent (server/src/line/messaging/member-messages.ts).
CREATE OR REPLACE FUNCTION line_tell_member(p_member bigint, p_category text, p_kind text, p_event_key text,
                                            p_payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_agent int := line_member_agent(p_member, p_category);
BEGIN
  IF v_agent IS NOT NULL THEN
    INSERT INTO outbox (agent_id, channel, kind, event_key, payload)
    VALUES (v_agent, 'line', p_kind, p_event_key, p_payload)
    ON CONFLICT (event_key) DO NOTHING;
  END IF;
END $$;
