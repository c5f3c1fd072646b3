import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollStats, type PollStats } from '@contract/poll/poll';
import { request } from '@lib/api';
import { pollKeys } from './keys';

/** GET /api/poll/stats: votes per choice, refreshed every 15 s while the screen is open (live stats). */
const getPollStats = (pollId: number) =>
  request<PollStats>(import.meta.env.DEV && pollStats, {
    method: 'GET',
    url: '/api/poll/stats',
    params: { poll_id: pollId },
    skipBadRequestRedirect: true,
  });

const pollStatsQueryOptions = (pollId: number) =>
  queryOptions({
    queryKey: pollKeys.stats(pollId),
    queryFn: () => getPollStats(pollId),
    refetchInterval: 15_000,
  });

export const usePollStatsQuery = (pollId: number, enabled = true) =>
  useQuery({ ...pollStatsQueryOptions(pollId), enabled });
