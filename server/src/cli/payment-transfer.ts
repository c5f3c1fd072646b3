import { paymentTransfer } from './commands/payment-transfer';
import { runOperatorCommand } from './operator-command';

// `npm run payment:transfer`: incoming bank and TrueMoney transfers entered by an operator (commands/payment-transfer.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(paymentTransfer);
