import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffItem, staffWithPassword, type StaffItem, type StaffWithPassword } from '@contract/admin/staff';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

/** A change that needs the owner's reason (audited): disabling, two-factor reset, lifting a lockout. */
export type ReasonedKind = 'disable' | 'reset_totp' | 'unlock';

export type StaffChange =
  | { kind: 'role'; id: number; role: string }
  | { kind: 'enable' | 'reset_password'; id: number }
  | { kind: ReasonedKind; id: number; reason: string };

/** Both resets answer a new one-time password: the owner hands it over. */
const answersPassword = (kind: StaffChange['kind']) => kind === 'reset_password' || kind === 'reset_totp';

const bodyOf = (change: StaffChange) => {
  if (change.kind === 'role') return { role: change.role };
  if ('reason' in change) return { reason: change.reason };
  return {};
};

/** One of the owner's changes to a staff member. */
const changeStaff = (change: StaffChange) =>
  request<StaffItem | StaffWithPassword>(
    import.meta.env.DEV && (answersPassword(change.kind) ? staffWithPassword : staffItem),
    { method: 'POST', url: `/api/admin/staff/${change.id}/${change.kind}`, data: bodyOf(change) },
  );

export const useChangeStaffMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
