import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutAccounts, type PayoutAccount } from '@contract/admin/withdrawals';
import { request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

const getPayoutAccounts = () =>
  request<PayoutAccount[]>(import.meta.env.DEV && payoutAccounts, {
    method: 'GET',
    url: '/api/admin/withdrawals/payout-accounts',
  });

/** The agent's own bank accounts a payout is made from (asked for only by staff who decide). */
export const usePayoutAccountsQuery = (enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: withdrawalKeys.payoutAccounts(), queryFn: getPayoutAccounts }),
    enabled,
  });
