import { RewardsReportScreen } from '@admin-app/features/rewards-report/components/rewards-report-screen';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };
export const Component = RewardsReportScreen;
