-- No foreign key from ledger_entries.transfer_id to ledger_transfers: its check ran for every entry (two per
-- bet), each locking the transfer row it had just inserted (FOR KEY SHARE, a WAL record each), and on a young
-- database its cached plan scans the whole table until statistics catch up, which cut hot-wallet debits to a
-- third. Entries are written only by ledger_apply, in the transaction that inserts their transfer; transfers
-- are never deleted (trigger of 0201); `npm run ledger:check` verifies that every entry's transfer exists.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;
