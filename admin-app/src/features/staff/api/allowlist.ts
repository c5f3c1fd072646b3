import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { allowlist, type Allowlist } from '@contract/admin/allowlist';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

const getAllowlist = () =>
  request<Allowlist>(import.meta.env.DEV && allowlist, { method: 'GET', url: '/api/admin/staff/allowlist' });

const saveAllowlist = (entries: string[]) =>
  request<Allowlist>(import.meta.env.DEV && allowlist, {
    method: 'POST',
    url: '/api/admin/staff/allowlist',
    data: { entries },
  });

export const useAllowlistQuery = () => useQuery({ queryKey: staffKeys.allowlist(), queryFn: getAllowlist });

export const useSaveAllowlist = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAllowlist,
    onSuccess: (saved) => client.setQueryData(staffKeys.allowlist(), saved),
  });
};
