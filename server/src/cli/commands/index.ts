import type { OperatorCommand } from '../operator-command';
import { adminCreateOwner } from './admin-create-owner';
import { ledgerAdjust } from './ledger-adjust';
import { ledgerCheck } from './ledger-check';
import { lottoSettle } from './lotto-settle';
import { paymentTransfer } from './payment-transfer';
import { paymentWithdrawal } from './payment-withdrawal';

/**
 * The operator commands a running server runs for the command line (`POST /api/admin/operator/run`), by name.
 * Each file in server/src/cli/ named after one is its process wrapper: `runOperatorCommand(<command>)`.
 */
export const operatorCommands: Record<string, OperatorCommand> = Object.fromEntries(
  [ledgerAdjust, ledgerCheck, lottoSettle, paymentWithdrawal, paymentTransfer, adminCreateOwner].map((c) => [
    c.name,
    c,
  ]),
);
