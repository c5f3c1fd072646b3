-- Issue 32: each `npm run ledger:check` leaves its outcome here, so /metrics can tell when the ledger was last
-- checked and whether that check found anything (the alert rules in deploy/prometheus/alerts.yml read it). The
-- server's role may read it and not write it (the `ledger_` prefix: server/src/db/app-role.ts): a result that
-- says "all is well" can only come from the owner running the check.
CREATE TABLE ledger_check_runs (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  problems int NOT NULL CHECK (problems >= 0),
  duration_ms int NOT NULL CHECK (duration_ms >= 0)
);

-- The job-lag gauge reads the claims not finished yet: a few rows among every run ever claimed.
CREATE INDEX job_runs_unfinished ON job_runs (claimed_at) WHERE finished_at IS NULL;
