import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsSettings, type SmsSettings } from '@contract/admin/sms';
import { request } from '@lib/api';

const smsSettingsKeys = { all: ['admin', 'sms-settings'] as const };

const getSmsSettings = () =>
  request<SmsSettings>(import.meta.env.DEV && smsSettings, { method: 'GET', url: '/api/admin/sms/settings' });

const saveSmsSettings = (body: { register_otp: boolean }) =>
  request<SmsSettings>(import.meta.env.DEV && smsSettings, {
    method: 'POST',
    url: '/api/admin/sms/settings',
    data: body,
  });

export const useSmsSettingsQuery = () => useQuery({ queryKey: smsSettingsKeys.all, queryFn: getSmsSettings });

export const useSaveSmsSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (saved) => client.setQueryData(smsSettingsKeys.all, saved),
  });
};
