-- No foreign key from seamless_transactions.wallet_id to ledger_accounts: its check locked the member's wallet
-- row (FOR KEY SHARE) on every bet, the row the same bet's ledger debit updates, so a member betting fast turned
-- every row lock into a shared multixact. The id is copied from the game session, whose own foreign key checked
-- it at launch, and ledger accounts are never deleted.
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_wallet_id_fkey;
