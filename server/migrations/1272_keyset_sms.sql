-- Issue 31, keyset paging of the console's SMS page: an agent's messages newest first by (created_at, id).
CREATE INDEX sms_messages_agent_time_id ON sms_messages (agent_id, created_at DESC, id DESC);
DROP INDEX sms_messages_agent_recent;
