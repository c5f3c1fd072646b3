import { toBaht } from '@contract/money';
import type { StatementLine } from '@contract/wallet';
import type { StatementEntry } from '@server/ledger';

/** A ledger statement entry at the API edge: baht numbers and an ISO time. */
export const toStatementLine = (entry: StatementEntry): StatementLine => ({
  id: entry.id,
  type: entry.type,
  description: entry.description,
  amount: toBaht(entry.amount),
  balance_after: toBaht(entry.balanceAfter),
  wallet_id: entry.walletId,
  wallet_name: entry.walletName,
  status: entry.status,
  created_at: entry.createdAt.toISOString(),
});
