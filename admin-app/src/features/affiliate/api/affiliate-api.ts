import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCommissions,
  adminNetwork,
  adminRefusals,
  adminRuns,
  affiliateConfigs,
  type AdminCommissions,
  type AdminNetwork,
  type AdminRefusals,
  type AdminRuns,
  type AffiliateConfigs,
} from '@contract/affiliate/affiliate';
import { request } from '@lib/api';

const affiliateAdminKeys = { all: ['admin', 'affiliate'] as const };
const key = (...parts: unknown[]) => [...affiliateAdminKeys.all, ...parts];

export const useAffiliateSettings = () =>
  useQuery({
    queryKey: key('settings'),
    queryFn: () =>
      request<AffiliateConfigs>(import.meta.env.DEV && affiliateConfigs, {
        method: 'GET',
        url: '/api/admin/affiliate/settings',
      }),
  });

export const useHeldCommissions = () =>
  useQuery({
    queryKey: key('held'),
    queryFn: () =>
      request<AdminCommissions>(import.meta.env.DEV && adminCommissions, {
        method: 'GET',
        url: '/api/admin/affiliate/commissions',
        params: { status: 'held' },
      }),
  });

export const useCommissionRuns = () =>
  useQuery({
    queryKey: key('runs'),
    queryFn: () =>
      request<AdminRuns>(import.meta.env.DEV && adminRuns, {
        method: 'GET',
        url: '/api/admin/affiliate/runs',
      }),
  });

export const useRefusals = () =>
  useQuery({
    queryKey: key('refusals'),
    queryFn: () =>
      request<AdminRefusals>(import.meta.env.DEV && adminRefusals, {
        method: 'GET',
        url: '/api/admin/affiliate/refusals',
      }),
  });

/** A member's network, 200 a page by cursor (keyset, issue 31). */
export const useNetwork = (phone: string, cursor: string | undefined) =>
  useQuery({
    queryKey: key('network', phone, cursor ?? ''),
    enabled: phone.length >= 9,
    placeholderData: keepPreviousData,
    queryFn: () =>
      request<AdminNetwork>(import.meta.env.DEV && adminNetwork, {
        method: 'GET',
        url: '/api/admin/affiliate/network',
        params: { phone, ...(cursor ? { cursor } : {}) },
      }),
  });

/** Every change reads the page's lists again (a release moves a row from held to paid). */
const useAffiliateMutation = <V>(fn: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: affiliateAdminKeys.all }),
  });
};

export const useSaveSettings = () =>
  useAffiliateMutation((data: AffiliateConfigs) =>
    request<unknown>(false, { method: 'POST', url: '/api/admin/affiliate/settings', data }),
  );

export const useDecideCommission = () =>
  useAffiliateMutation(
    ({ id, action, reason }: { id: number; action: 'release' | 'refuse'; reason?: string }) =>
      request<unknown>(false, {
        method: 'POST',
        url: `/api/admin/affiliate/commissions/${id}/${action}`,
        data: action === 'refuse' ? { reason: reason ?? '' } : {},
      }),
  );
