import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffList, type StaffItem } from '@contract/admin/staff';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

const getStaff = () =>
  request<StaffItem[]>(import.meta.env.DEV && staffList, { method: 'GET', url: '/api/admin/staff' });

const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.list(), queryFn: getStaff });

/** `enabled` false for a viewer whose role may not list staff (the audit page's filter). */
export const useStaffQuery = (enabled = true) => useQuery({ ...staffQueryOptions(), enabled });
