import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawInfo, type WithdrawInfo } from '@contract/payment';
import { request } from '@lib/api';
import { memberMeta, paymentKeys } from './keys';

/** GET /api/member/withdraw/info: withdrawable balance, limits, the member's accounts and withdrawals. */
export const getWithdrawInfo = () =>
  request<WithdrawInfo>(import.meta.env.DEV && withdrawInfo, {
    method: 'GET',
    url: '/api/member/withdraw/info',
  });

const withdrawInfoQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.withdrawInfo(), queryFn: getWithdrawInfo, meta: memberMeta });

export const useWithdrawInfoQuery = () => useQuery(withdrawInfoQueryOptions());
