import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  officialAccountTest,
  officialAccountView,
  type OfficialAccountBody,
  type OfficialAccountTest,
  type OfficialAccountView,
} from '@contract/admin/line-official-account';
import { outboxPage, type OutboxPage } from '@contract/admin/outbox';
import { request } from '@lib/api';

const keys = {
  account: ['admin', 'line', 'official-account'] as const,
  outbox: (filter: OutboxFilter) => ['admin', 'line', 'outbox', filter] as const,
};

export type OutboxFilter = {
  status?: OutboxPage['entries'][number]['status'];
  channel?: 'line' | 'sms';
  cursor?: string;
};

export const useOfficialAccountQuery = () =>
  useQuery({
    queryKey: keys.account,
    queryFn: () =>
      request<OfficialAccountView>(import.meta.env.DEV && officialAccountView, {
        method: 'GET',
        url: '/api/admin/line/official-account',
      }),
  });

export const useSaveOfficialAccount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<OfficialAccountBody>) =>
      request<OfficialAccountView>(import.meta.env.DEV && officialAccountView, {
        method: 'POST',
        url: '/api/admin/line/official-account',
        data: body,
      }),
    onSuccess: (saved) => client.setQueryData(keys.account, saved),
  });
};

export const useTestOfficialAccount = () =>
  useMutation({
    mutationFn: () =>
      request<OfficialAccountTest>(import.meta.env.DEV && officialAccountTest, {
        method: 'POST',
        url: '/api/admin/line/official-account/test',
      }),
  });

export const useOutboxQuery = (filter: OutboxFilter) =>
  useQuery({
    queryKey: keys.outbox(filter),
    queryFn: () =>
      request<OutboxPage>(import.meta.env.DEV && outboxPage, {
        method: 'GET',
        url: '/api/admin/line/outbox',
        params: filter,
      }),
    placeholderData: keepPreviousData,
    // Entries move from pending to sent within seconds: the page follows them.
    refetchInterval: 10_000,
  });

export const useRetryOutboxEntry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<{ id: number }>(false, { method: 'POST', url: `/api/admin/line/outbox/${id}/retry` }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'line', 'outbox'] }),
  });
};
