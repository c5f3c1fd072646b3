-- Hot-path tuning found by `npm run bench` (bench/suites/ledger.ts):
-- * Every entry's foreign key to its account took a KEY SHARE lock on the account row, so every bet queued on
--   the shared house row ('game:<provider>') as a multixact: the very hot row DESIGN §4 forbids. Entries are
--   written only by ledger_apply with account ids it has just resolved, and `npm run ledger:check` verifies
--   that every entry's account exists.
-- * House entries carry no version, so the one-version-per-entry guard only needs to index member entries.
-- * Wallet rows are updated on every bet; free space in each page lets PostgreSQL update them in place (HOT)
--   without touching their indexes.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_account_version_key;
CREATE UNIQUE INDEX ledger_entries_account_version ON ledger_entries (account_id, account_version)
  WHERE account_version IS NOT NULL;
ALTER TABLE ledger_accounts SET (fillfactor = 70);
