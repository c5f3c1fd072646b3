import { RewardsReportScreen } from '@admin-app/features/rewards-report/components/rewards-report-screen';

export const Component = RewardsReportScreen;
