-- Issue 31, the dashboard's active members (server/src/reports/member-figures.ts) rolled up with the day's money
-- (money-rollups.ts, the same transaction): per agent and closed Bangkok day, each member who placed a bet that
-- day (a `bet` entry on a member wallet). A month's active members are then a distinct count over a month of these
-- rows, plus today's from the ledger, instead of every bet entry of the month (1.1 s on a year of 10 million
-- rounds).
CREATE TABLE report_day_members (
  agent_id int NOT NULL REFERENCES agents(id),
  day date NOT NULL,
  member_id bigint NOT NULL,
  PRIMARY KEY (agent_id, day, member_id)
);

-- The days rolled up before this table existed: their members from the ledger, once.
INSERT INTO report_day_members (agent_id, day, member_id)
SELECT DISTINCT m.agent_id, (e.created_at AT TIME ZONE 'Asia/Bangkok')::date, a.member_id
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member'
  JOIN members m ON m.id = a.member_id
 WHERE e.kind = 'bet'
   AND (e.created_at AT TIME ZONE 'Asia/Bangkok')::date IN (SELECT day FROM report_rollup_days);
