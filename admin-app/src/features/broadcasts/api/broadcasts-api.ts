import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  broadcastAudience,
  broadcastList,
  broadcastView,
  staffLine,
  type BroadcastAudience,
  type BroadcastBody,
  type BroadcastList,
  type BroadcastSegment,
  type BroadcastSendBody,
  type BroadcastView,
  type StaffLine,
} from '@contract/line/broadcast';
import { adminCampaignList } from '@contract/rewards/promotion-admin';
import { request } from '@lib/api';

const keys = {
  all: ['admin', 'line', 'broadcasts'] as const,
  list: () => [...keys.all, 'list'] as const,
  audience: (segment: BroadcastSegment) => [...keys.all, 'audience', segment] as const,
  myLine: () => [...keys.all, 'my-line'] as const,
  promotions: () => [...keys.all, 'promotions'] as const,
};

export const useBroadcastsQuery = () =>
  useQuery({
    queryKey: keys.list(),
    queryFn: () =>
      request<BroadcastList>(import.meta.env.DEV && broadcastList, {
        method: 'GET',
        url: '/api/admin/line/broadcasts',
      }),
    // Batches leave and opens come in while the page is open.
    refetchInterval: 15_000,
  });

/** The live count of a segment with the month's quota (null: a segment not complete yet, nothing asked). */
export const useAudienceQuery = (segment: BroadcastSegment | null) =>
  useQuery({
    queryKey: keys.audience(segment ?? { kind: 'all' }),
    queryFn: () =>
      request<BroadcastAudience>(import.meta.env.DEV && broadcastAudience, {
        method: 'POST',
        url: '/api/admin/line/broadcasts/audience',
        data: { segment },
      }),
    enabled: segment !== null,
    placeholderData: keepPreviousData,
  });

/** The agent's promotions, for the "members of a promotion" segment. */
export const usePromotionOptions = () =>
  useQuery({
    queryKey: keys.promotions(),
    queryFn: async () =>
      (
        await request<z.infer<typeof adminCampaignList>>(import.meta.env.DEV && adminCampaignList, {
          method: 'GET',
          url: '/api/admin/promotions',
          params: { kind: 'promotion' },
        })
      ).items.map((item) => ({ value: item.id, label: item.name })),
  });

const useChange = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: keys.list() }) });
};

const post = <T>(schema: z.ZodType<T>, url: string, data?: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'POST', url, data });

export const useCreateBroadcast = () =>
  useChange((body: BroadcastBody) => post<BroadcastView>(broadcastView, '/api/admin/line/broadcasts', body));

export const useSendBroadcast = () =>
  useChange(({ id, ...body }: BroadcastSendBody & { id: number }) =>
    post<BroadcastView>(broadcastView, `/api/admin/line/broadcasts/${id}/send`, body),
  );

export const useCancelBroadcast = () =>
  useChange((id: number) => post<BroadcastView>(broadcastView, `/api/admin/line/broadcasts/${id}/cancel`));

export const useTestBroadcast = () =>
  useMutation({
    mutationFn: (id: number) =>
      post(z.object({ queued: z.boolean() }), `/api/admin/line/broadcasts/${id}/test`),
  });

export const useMyLineQuery = () =>
  useQuery({
    queryKey: keys.myLine(),
    queryFn: () =>
      request<StaffLine>(import.meta.env.DEV && staffLine, {
        method: 'GET',
        url: '/api/admin/line/broadcasts/my-line',
      }),
  });

export const useSaveMyLine = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLine) => post<StaffLine>(staffLine, '/api/admin/line/broadcasts/my-line', body),
    onSuccess: (saved) => client.setQueryData(keys.myLine(), saved),
  });
};
