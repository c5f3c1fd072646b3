-- Issue 31: an incremental `npm run ledger:check` (server/src/ledger/check-mark.ts). A run that found nothing wrong
-- leaves a mark: every row up to these ids was verified, and what was true then is carried forward, so the next run
-- reads only what was written after it (plus the cheap whole-state probes). The server's role may read these and
-- not write them (the `ledger_` prefix: server/src/db/app-role.ts): only the owner running the check moves a mark.

-- One row per clean run (the newest is the mark): the ids verified up to, and each asset's total of all entries.
CREATE TABLE ledger_check_marks (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  full_check boolean NOT NULL,
  entry_id bigint NOT NULL CHECK (entry_id >= 0),
  transfer_id bigint NOT NULL CHECK (transfer_id >= 0),
  hold_id bigint NOT NULL CHECK (hold_id >= 0),
  seamless_id bigint NOT NULL CHECK (seamless_id >= 0),
  bill_id bigint NOT NULL CHECK (bill_id >= 0),
  thb_total bigint NOT NULL,
  point_total bigint NOT NULL
);

-- Per account (member and house), as of the newest mark: its entries up to the mark (count, sum) and its last
-- link then. A run updates only the accounts that got entries since the mark, so a row still describes the newest
-- mark when nothing was written to its account since (no column names the mark it was written at).
CREATE TABLE ledger_check_accounts (
  account_id bigint PRIMARY KEY,
  entries bigint NOT NULL CHECK (entries >= 0),
  total bigint NOT NULL,
  last_entry_id bigint,
  last_link bytea,
  CHECK ((last_entry_id IS NULL) = (last_link IS NULL))
);
