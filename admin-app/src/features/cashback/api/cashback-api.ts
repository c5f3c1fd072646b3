import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cashbackCampaign,
  cashbackCampaignList,
  cashbackRerunAnswer,
  cashbackRunList,
  type CashbackCampaign,
  type CashbackCampaignInput,
  type CashbackRerunAnswer,
} from '@contract/rewards/cashback-admin';
import { request } from '@lib/api';

export type CashbackKind = 'cashback' | 'winloss';

const cashbackKeys = {
  all: ['admin', 'cashback'] as const,
  campaigns: () => [...cashbackKeys.all, 'campaigns'] as const,
  runs: (kind: CashbackKind) => [...cashbackKeys.all, 'runs', kind] as const,
};

const get = <T>(schema: z.ZodType<T>, url: string, params?: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'GET', url, params });
const post = <T>(schema: z.ZodType<T>, url: string, data: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'POST', url, data });

export const useCashbackCampaigns = () =>
  useQuery({
    queryKey: cashbackKeys.campaigns(),
    queryFn: () => get(cashbackCampaignList, '/api/admin/cashback/campaigns'),
  });

export const useSaveCashbackCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashbackCampaignInput & { id?: number }) =>
      post<CashbackCampaign>(cashbackCampaign, '/api/admin/cashback/campaigns', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashbackKeys.campaigns() }),
  });
};

export const useCashbackRuns = (kind: CashbackKind) =>
  useQuery({
    queryKey: cashbackKeys.runs(kind),
    queryFn: () => get(cashbackRunList, '/api/admin/cashback/runs', { kind }),
  });

export const useCashbackRerun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: CashbackKind; period: string }) =>
      post<CashbackRerunAnswer>(cashbackRerunAnswer, '/api/admin/cashback/rerun', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashbackKeys.all }),
  });
};
