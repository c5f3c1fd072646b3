-- Issue 31, keyset paging of the console's deposit orders: newest first by (created_at, id) within an agent.
-- The new index holds the old one's columns first, so the exports that read deposit_orders_agent_time read it.
CREATE INDEX deposit_orders_agent_time_id ON deposit_orders (agent_id, created_at DESC, id DESC);
DROP INDEX deposit_orders_agent_time;
