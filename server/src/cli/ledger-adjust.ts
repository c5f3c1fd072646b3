import { ledgerAdjust } from './commands/ledger-adjust';
import { runOperatorCommand } from './operator-command';

// `npm run ledger:adjust`: an operator's credit or debit of one member (commands/ledger-adjust.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(ledgerAdjust);
