import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffMe, type StaffMe } from '@contract/admin/auth';
import { request } from '@lib/api';
import { useStaffToken } from '../session-store';
import { authKeys } from './auth-keys';

const getMe = () =>
  request<StaffMe>(import.meta.env.DEV && staffMe, { method: 'GET', url: '/api/admin/auth/me' });

const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe, staleTime: 60_000 });

/** The signed-in staff member and the permissions of their role (asked only with a token). */
export const useMeQuery = () => {
  const token = useStaffToken();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
};
