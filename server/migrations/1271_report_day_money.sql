-- Issue 31, daily roll-ups of the console's money figures (server/src/reports/money-rollups.ts): per agent,
-- closed Bangkok day and game category ('' for the lines without one: deposits, bonus cost, adjustments and
-- approved withdrawals), the sums money-figures.ts computes from the ledger's entries, in satang. Written by the
-- claimed job `report-rollup` (jobs/report-rollups.ts) for days closed at least ten minutes; a day is re-computed
-- whole (delete and insert in one transaction). The dashboard and the money report read them for closed days
-- and the raw tables for today (and any day not rolled up yet).
CREATE TABLE report_day_money (
  agent_id int NOT NULL REFERENCES agents(id),
  day date NOT NULL,
  category text NOT NULL,
  deposits bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  stakes bigint NOT NULL DEFAULT 0,
  wins bigint NOT NULL DEFAULT 0,
  bonus bigint NOT NULL DEFAULT 0,
  adjustments bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day, category)
);

-- The days rolled up (a day without a single movement has no row above but is rolled up all the same).
CREATE TABLE report_rollup_days (
  day date PRIMARY KEY,
  computed_at timestamptz NOT NULL DEFAULT now()
);
