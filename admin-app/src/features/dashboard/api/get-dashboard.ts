import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard, type Dashboard } from '@contract/admin/dashboard';
import { request } from '@lib/api';

const dashboardKeys = { all: ['admin', 'dashboard'] as const };

const getDashboard = () =>
  request<Dashboard>(import.meta.env.DEV && dashboard, { method: 'GET', url: '/api/admin/dashboard' });

/** Live figures: polled every 10 s while the page is open (and only then). */
const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, refetchInterval: 10_000 });

export const useDashboardQuery = () => useQuery(dashboardQueryOptions());
