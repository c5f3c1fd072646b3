import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { shootNumberAnswer, yeekeeList, yeekeeLists, type yeekeeShot } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

export type YeekeeShot = z.infer<typeof yeekeeShot>;

/** GET /api/lotto/yeekee/list: the latest shots of an open round (the live list). */
export const getShots = (roundId: number) =>
  request<YeekeeShot[]>(import.meta.env.DEV && yeekeeList, {
    method: 'GET',
    url: '/api/lotto/yeekee/list',
    params: { round_id: roundId },
  });

/** GET /api/lotto/yeekee/lists: every shot of a round in sequence order, published for verification. */
export const getAllShots = (roundId: number) =>
  request<YeekeeShot[]>(import.meta.env.DEV && yeekeeLists, {
    method: 'GET',
    url: '/api/lotto/yeekee/lists',
    params: { round_id: roundId },
  });

export const shotsQueryOptions = (roundId: number, open: boolean) =>
  queryOptions({
    queryKey: [...lottoKeys.shots(roundId), open ? 'live' : 'all'],
    queryFn: () => (open ? getShots(roundId) : getAllShots(roundId)),
    meta: memberMeta,
    // The live list follows everyone's shots while the round is open; a closed round's list never changes.
    refetchInterval: open ? 3000 : false,
    staleTime: open ? 0 : Infinity,
  });

export const useShotsQuery = (roundId: number, open: boolean) => useQuery(shotsQueryOptions(roundId, open));

/** POST /api/lotto/yeekee/shoot_number: one 5-digit shot; its place in the round comes from the server. */
export const shootNumber = (body: { round_id: number; number: string }) =>
  request<YeekeeShot>(import.meta.env.DEV && shootNumberAnswer, {
    method: 'POST',
    url: '/api/lotto/yeekee/shoot_number',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useShootMutation = (roundId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => shootNumber({ round_id: roundId, number }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lottoKeys.shots(roundId) }),
  });
};
