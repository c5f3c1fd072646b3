-- Issue 28, the console's exports: withdrawals of an agent by the time they were asked for (the other exports
-- read indexes that exist: deposit_orders_agent_time, members_agent_created, audit_log_time, and the BRIN on
-- ledger_entries.created_at).
CREATE INDEX withdrawals_agent_created ON withdrawals (agent_id, created_at, id);
