import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalQueue, type WithdrawalQueue } from '@contract/admin/withdrawals';
import { request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

const getWithdrawalQueue = () =>
  request<WithdrawalQueue>(import.meta.env.DEV && withdrawalQueue, {
    method: 'GET',
    url: '/api/admin/withdrawals',
  });

/** The queue refreshes itself every 15 s: members keep asking while staff work. */
const withdrawalQueueOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.queue(), queryFn: getWithdrawalQueue, refetchInterval: 15_000 });

export const useWithdrawalQueueQuery = () => useQuery(withdrawalQueueOptions());
