import { DashboardScreen } from '@admin-app/features/dashboard/components/dashboard-screen';
import { paths } from '../paths';

/** The console's home is the dashboard (every role holds dashboard.view). */
export const Component = () => (
  <DashboardScreen
    withdrawalsPath={paths.withdrawals.getHref()}
    transfersPath={paths.transfers.getHref()}
    adjustmentsPath={paths.adjustments.getHref()}
  />
);
