import { ReportsScreen } from '@admin-app/features/reports/components/reports-screen';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'reports.view' };
export const Component = ReportsScreen;
