-- Indexes the back office's money pages read by (dashboard, reports, queues, searches). No table changes.

-- Figures by date over the ledger's entries: a BRIN index costs almost nothing on the hot insert path (one
-- summary per block range, entries arrive in time order), unlike a B-tree that every bet would update.
CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at);
CREATE INDEX ledger_transfers_created_brin ON ledger_transfers USING brin (created_at);

-- The withdrawals queue (oldest first, per agent) and the figures of decided withdrawals by day.
CREATE INDEX withdrawals_queue ON withdrawals (agent_id, id) WHERE status = 'pending';
CREATE INDEX withdrawals_decided ON withdrawals (agent_id, decided_at) WHERE status = 'approved';
CREATE INDEX withdrawals_member ON withdrawals (member_id, id);

-- Deposit orders and incoming transfers searched per agent, newest first; new members counted per agent by day.
CREATE INDEX deposit_orders_agent_time ON deposit_orders (agent_id, created_at DESC);
CREATE INDEX incoming_transfers_agent ON incoming_transfers (agent_id, id DESC);
CREATE INDEX members_agent_created ON members (agent_id, created_at);
