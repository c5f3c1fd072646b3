import { paymentWithdrawal } from './commands/payment-withdrawal';
import { runOperatorCommand } from './operator-command';

// `npm run payment:withdrawal`: the operator's side of withdrawals (commands/payment-withdrawal.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(paymentWithdrawal);
