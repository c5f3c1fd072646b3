import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  withdrawalAutoSettings,
  type WithdrawalAutoSettings,
  type WithdrawalAutoSettingsBody,
} from '@contract/admin/withdrawals';
import { request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

const getAutoSettings = () =>
  request<WithdrawalAutoSettings>(import.meta.env.DEV && withdrawalAutoSettings, {
    method: 'GET',
    url: '/api/admin/withdrawals/auto',
  });

const saveAutoSettings = (body: WithdrawalAutoSettingsBody) =>
  request<WithdrawalAutoSettings>(import.meta.env.DEV && withdrawalAutoSettings, {
    method: 'POST',
    url: '/api/admin/withdrawals/auto',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useAutoSettingsQuery = () =>
  useQuery(queryOptions({ queryKey: withdrawalKeys.auto(), queryFn: getAutoSettings }));

export const useSaveAutoSettingsMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAutoSettings,
    onSuccess: (saved) => client.setQueryData(withdrawalKeys.auto(), saved),
  });
};
