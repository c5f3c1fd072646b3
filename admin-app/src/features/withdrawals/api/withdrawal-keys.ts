import type { WithdrawalHistoryQuery } from '@contract/admin/withdrawals';

export const withdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  queue: () => [...withdrawalKeys.all, 'queue'] as const,
  history: (search: WithdrawalHistoryQuery) => [...withdrawalKeys.all, 'history', search] as const,
  payoutAccounts: () => [...withdrawalKeys.all, 'payout-accounts'] as const,
  auto: () => [...withdrawalKeys.all, 'auto'] as const,
};
