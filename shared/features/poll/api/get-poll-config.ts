import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollConfig, type PollConfig } from '@contract/poll/poll';
import { request } from '@lib/api';
import { pollKeys } from './keys';

/** GET /api/poll/config: the poll, its choices, prize, quota rules and times (anyone). */
const getPollConfig = (pollId: number) =>
  request<PollConfig>(import.meta.env.DEV && pollConfig, {
    method: 'GET',
    url: '/api/poll/config',
    params: { poll_id: pollId },
    skipBadRequestRedirect: true,
  });

const pollConfigQueryOptions = (pollId: number) =>
  queryOptions({
    queryKey: pollKeys.config(pollId),
    queryFn: () => getPollConfig(pollId),
    staleTime: 30_000,
  });

/** A malformed id (0) asks nothing: the screen says the poll was not found. */
export const usePollConfigQuery = (pollId: number) =>
  useQuery({ ...pollConfigQueryOptions(pollId), enabled: pollId > 0 });
