import { ledgerCheck } from './commands/ledger-check';
import { runOperatorCommand } from './operator-command';

// `npm run ledger:check`: every ledger invariant, checked (commands/ledger-check.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(ledgerCheck);
