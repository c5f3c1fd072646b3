import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffWithPassword, type StaffWithPassword } from '@contract/admin/staff';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

export type CreateStaffInput = { username: string; display_name?: string; role: string };

const createStaff = (data: CreateStaffInput) =>
  request<StaffWithPassword>(import.meta.env.DEV && staffWithPassword, {
    method: 'POST',
    url: '/api/admin/staff',
    data,
  });

export const useCreateStaffMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
