-- The ledger's integrity held by PostgreSQL itself (issue 26, DESIGN §4): server/src/ledger/README.md, "Integrity".

-- TRUNCATE fires no row trigger, so 0201's immutability triggers let it empty the ledger: refused on every ledger
-- table. Accounts and holds are updated (balance, status) but never deleted.
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_never_deleted BEFORE DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The hash chain (tamper evidence). Each member account chains its own entries: an entry's `chain` is
-- ledger_link(the account's previous link, its transfer's content with every leg, the entry), and the account
-- row keeps the last link in `chain_head`, written by the same UPDATE that moves its balance. The wallet's row
-- lock already orders its entries, so the chain serialises nothing more. A transfer with no member side (a
-- withdrawal's post_hold: 'holds' to 'withdrawals') chains on its house accounts the same way. House entries of a
-- transfer with a member side carry no link: the member entries' links cover every leg of their transfer.
-- Entries written before this migration carry none; `npm run ledger:check` verifies every link.
ALTER TABLE ledger_accounts ADD COLUMN chain_head bytea;
ALTER TABLE ledger_entries ADD COLUMN chain bytea;
