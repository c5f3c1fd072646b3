import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollWinners, type PollWinners } from '@contract/poll/poll';
import { request } from '@lib/api';
import { pollKeys } from './keys';

/** GET /api/poll/winners: masked winners and what they were paid, once the answer is confirmed. */
const getPollWinners = (pollId: number) =>
  request<PollWinners>(import.meta.env.DEV && pollWinners, {
    method: 'GET',
    url: '/api/poll/winners',
    params: { poll_id: pollId },
    skipBadRequestRedirect: true,
  });

const pollWinnersQueryOptions = (pollId: number) =>
  queryOptions({ queryKey: pollKeys.winners(pollId), queryFn: () => getPollWinners(pollId) });

export const usePollWinnersQuery = (pollId: number, enabled: boolean) =>
  useQuery({ ...pollWinnersQueryOptions(pollId), enabled });
