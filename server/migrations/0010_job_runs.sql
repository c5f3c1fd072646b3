-- Scheduled work claimed in the database (server/src/jobs/claim.ts): one row per job and period, so two server
-- processes never run the same job for the same period twice. A run that crashed before finishing leaves its
-- lease behind; once the lease has passed, another process may claim the run again.
CREATE TABLE job_runs (
  job         text        NOT NULL CHECK (length(job) BETWEEN 1 AND 100),
  period_key  text        NOT NULL CHECK (length(period_key) BETWEEN 1 AND 100),
  owner       text        NOT NULL,
  attempts    integer     NOT NULL DEFAULT 1,
  claimed_at  timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (job, period_key)
);
