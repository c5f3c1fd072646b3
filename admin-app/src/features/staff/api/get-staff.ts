import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffItem } from '@contract/admin/staff';
import { request } from '@lib/api';
import { staffKeys } from './staff-keys';

export const getStaff = () => request<StaffItem[]>({ method: 'GET', url: '/api/admin/staff' });

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.list(), queryFn: getStaff });

/** `enabled` false for a viewer whose role may not list staff (the audit page's filter). */
export const useStaffQuery = (enabled = true) => useQuery({ ...staffQueryOptions(), enabled });
