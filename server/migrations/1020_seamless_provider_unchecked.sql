-- No foreign key from seamless_transactions.provider_id to game_providers (issue 9). Its check key-share locked
-- the provider's row on every bet, settlement and rollback: one row shared by every member playing that
-- provider's games, so parallel calls built ever larger MultiXacts on it, as the ledger's (0200, 0203), the
-- seamless wallet's (0301) and lotto's (0701) shared rows did. Measured with `npm run bench -- seamless` at 16
-- clients: without the key the bet went from 1,805 to 2,129 requests per second, the rollback from 1,462 to
-- 1,756. The id is the provider the call came to, which must be its game session's (seamless-service.ts), whose
-- own foreign key checked it at launch; and a provider is never deleted (disabled instead), which the trigger
-- below now holds.
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_provider_id_fkey;

-- The ledger's refusal of changes (0201) serves: 'ledger:IMMUTABLE DELETE on game_providers'.
CREATE TRIGGER game_providers_never_deleted BEFORE DELETE ON game_providers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
