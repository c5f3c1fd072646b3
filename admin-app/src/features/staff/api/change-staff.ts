import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffItem, staffWithPassword, type StaffItem, type StaffWithPassword } from '@contract/admin/staff';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

export type StaffChange =
  | { kind: 'role'; id: number; role: string }
  | { kind: 'disable' | 'enable' | 'reset_totp' | 'reset_password'; id: number };

/** One of the owner's changes to a staff member; a password reset answers the new one-time password. */
const changeStaff = (change: StaffChange) =>
  request<StaffItem | StaffWithPassword>(
    import.meta.env.DEV && (change.kind === 'reset_password' ? staffWithPassword : staffItem),
    {
      method: 'POST',
      url: `/api/admin/staff/${change.id}/${change.kind}`,
      data: change.kind === 'role' ? { role: change.role } : {},
    },
  );

export const useChangeStaffMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
