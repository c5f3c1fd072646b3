import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { inboxAnswer, type InboxAnswer, type inboxQuery } from '@contract/inbox';
import { request } from '@lib/api';
import { inboxKeys, memberMeta } from './keys';

const PAGE_SIZE = 20;

/** GET /api/member/inbox: the member's messages, newest first, `limit` before the id `before`, and the unread count. */
const getInbox = (query: z.infer<typeof inboxQuery>) =>
  request<InboxAnswer>(import.meta.env.DEV && inboxAnswer, {
    method: 'GET',
    url: '/api/member/inbox',
    params: query,
  });

export const useInboxQuery = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: inboxKeys.list(),
      queryFn: ({ pageParam }) => getInbox({ limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next_before ?? undefined,
      meta: memberMeta,
    }),
  );

/** The bell's count: the newest message only, for its `unread`. Only asked for a signed-in member. */
export const useInboxUnreadQuery = (enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: async () => (await getInbox({ limit: 1 })).unread,
    meta: memberMeta,
    enabled,
    staleTime: 60_000,
  });
