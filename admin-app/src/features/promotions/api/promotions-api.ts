import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCampaign,
  adminCampaignList,
  adminCouponCodes,
  adminCouponUses,
  rewardSettings,
  type AdminCampaign,
  type CampaignInput,
  type CodeBatchBody,
  type RewardSettings,
} from '@contract/rewards/promotion-admin';
import { request } from '@lib/api';

const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  list: (kind: string) => [...promotionKeys.all, 'list', kind] as const,
  settings: () => [...promotionKeys.all, 'settings'] as const,
  codes: (id: number) => [...promotionKeys.all, 'codes', id] as const,
  uses: (id: number) => [...promotionKeys.all, 'uses', id] as const,
};

const get = <T>(schema: z.ZodType<T>, url: string, params?: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'GET', url, params });
const post = <T>(schema: z.ZodType<T>, url: string, data: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'POST', url, data });

export const useCampaigns = (kind: 'promotion' | 'coupon') =>
  useQuery({
    queryKey: promotionKeys.list(kind),
    queryFn: () => get(adminCampaignList, '/api/admin/promotions', { kind }),
  });

/** Any change: every list of the page is read again. */
const useChange = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};

export const useSaveCampaign = () =>
  useChange(({ id, data }: { id: number | null; data: CampaignInput }) =>
    post<AdminCampaign>(
      adminCampaign,
      id === null ? '/api/admin/promotions' : `/api/admin/promotions/${id}`,
      data,
    ),
  );
export const useCampaignStatus = () =>
  useChange(({ id, status }: { id: number; status: AdminCampaign['status'] }) =>
    post<AdminCampaign>(adminCampaign, `/api/admin/promotions/${id}/status`, { status }),
  );

export const useRewardSettings = () =>
  useQuery({
    queryKey: promotionKeys.settings(),
    queryFn: () => get(rewardSettings, '/api/admin/promotions/settings'),
  });
export const useSaveRewardSettings = () =>
  useChange((data: RewardSettings) => post(rewardSettings, '/api/admin/promotions/settings', data));

export const useCouponCodes = (id: number) =>
  useQuery({
    queryKey: promotionKeys.codes(id),
    queryFn: () => get(adminCouponCodes, `/api/admin/coupons/${id}/codes`),
  });
export const useCouponUses = (id: number) =>
  useQuery({
    queryKey: promotionKeys.uses(id),
    queryFn: () => get(adminCouponUses, `/api/admin/coupons/${id}/uses`),
  });
export const useGenerateCodes = () =>
  useChange(({ id, data }: { id: number; data: CodeBatchBody }) =>
    post(adminCouponCodes, `/api/admin/coupons/${id}/codes`, data),
  );
