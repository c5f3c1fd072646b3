import { ReportsScreen } from '@admin-app/features/reports/components/reports-screen';

export const Component = ReportsScreen;
