-- Every bill inserted a row into lotto_bills and raised lotto_number_totals / lotto_member_number_totals, and
-- each foreign key of those tables key-share locked its parent row: the one round row and the one agent row
-- that every bill of a round shares. Parallel bills then built ever larger MultiXacts on those two rows (the
-- bench, bills of 10 lines at 8 clients, spent three times pgbench's database CPU per bill). As in the ledger
-- (migrations 0200, 0203), the hot path keeps no foreign keys to shared rows: bill-insert.ts checks the round
-- itself (open by status and clock) under the round's advisory lock held shared, which a job closing the round
-- takes exclusively. Bill lines keep theirs (the parent is the new bill).
ALTER TABLE lotto_bills DROP CONSTRAINT lotto_bills_agent_id_fkey;
ALTER TABLE lotto_bills DROP CONSTRAINT lotto_bills_member_id_fkey;
ALTER TABLE lotto_bills DROP CONSTRAINT lotto_bills_round_id_fkey;
ALTER TABLE lotto_number_totals DROP CONSTRAINT lotto_number_totals_round_id_fkey;
ALTER TABLE lotto_member_number_totals DROP CONSTRAINT lotto_member_number_totals_round_id_fkey;
