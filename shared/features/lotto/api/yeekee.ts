import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { shootNumberAnswer, yeekeeList, yeekeeLists, type YeekeeShot } from '@contract/lotto-results';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

export type { YeekeeShot };
export type YeekeeList = z.infer<typeof yeekeeList>;
export type YeekeeLists = z.infer<typeof yeekeeLists>;

/** GET /api/lotto/yeekee/list: the latest shots of an open round (the live list). */
const getShots = (roundId: number) =>
  request<YeekeeList>(import.meta.env.DEV && yeekeeList, {
    method: 'GET',
    url: '/api/lotto/yeekee/list',
    params: { round_id: roundId },
  });

/** GET /api/lotto/yeekee/lists: every shot of a round in sequence order, published for verification. */
const getAllShots = (roundId: number) =>
  request<YeekeeLists>(import.meta.env.DEV && yeekeeLists, {
    method: 'GET',
    url: '/api/lotto/yeekee/lists',
    params: { round_id: roundId },
  });

/** The live list follows everyone's shots while the round is open. */
const liveShotsQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...lottoKeys.shots(roundId), 'live'],
    queryFn: () => getShots(roundId),
    meta: memberMeta,
    refetchInterval: 3000,
  });

/** A closed round's list and verification never change once published. */
const allShotsQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...lottoKeys.shots(roundId), 'all'],
    queryFn: () => getAllShots(roundId),
    meta: memberMeta,
    staleTime: Infinity,
  });

export const useLiveShotsQuery = (roundId: number, enabled: boolean) =>
  useQuery({ ...liveShotsQueryOptions(roundId), enabled });
export const useAllShotsQuery = (roundId: number, enabled: boolean) =>
  useQuery({ ...allShotsQueryOptions(roundId), enabled });

/** POST /api/lotto/yeekee/shoot_number: one 5-digit shot; its place in the round comes from the server. */
const shootNumber = (body: { round_id: number; number: string }) =>
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
