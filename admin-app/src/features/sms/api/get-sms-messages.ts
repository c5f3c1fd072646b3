import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { smsList, type SmsList, type SmsQuery } from '@contract/admin/sms';
import { request } from '@lib/api';

const smsKeys = {
  all: ['admin', 'sms'] as const,
  list: (query: SmsQuery) => [...smsKeys.all, query] as const,
};

const getSmsMessages = (query: SmsQuery) =>
  request<SmsList>(import.meta.env.DEV && smsList, { method: 'GET', url: '/api/admin/sms', params: query });

export const useSmsMessagesQuery = (query: SmsQuery) =>
  useQuery({
    queryKey: smsKeys.list(query),
    queryFn: () => getSmsMessages(query),
    placeholderData: keepPreviousData,
  });
