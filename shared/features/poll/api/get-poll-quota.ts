import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollQuota, type PollQuota } from '@contract/poll/poll';
import { request } from '@lib/api';
import { memberMeta, pollKeys } from './keys';

/** GET /api/poll/quota/get: the member's votes in the period, used, remaining and what earns more. */
const getPollQuota = (pollId: number) =>
  request<PollQuota>(import.meta.env.DEV && pollQuota, {
    method: 'GET',
    url: '/api/poll/quota/get',
    params: { poll_id: pollId },
    skipBadRequestRedirect: true,
  });

const pollQuotaQueryOptions = (pollId: number) =>
  queryOptions({ queryKey: pollKeys.quota(pollId), queryFn: () => getPollQuota(pollId), meta: memberMeta });

export const usePollQuotaQuery = (pollId: number, enabled: boolean) =>
  useQuery({ ...pollQuotaQueryOptions(pollId), enabled });
