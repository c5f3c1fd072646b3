import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { FreebetProblems } from '@admin-app/features/rewards-report/components/freebet-problems';
import { RewardsReportScreen } from '@admin-app/features/rewards-report/components/rewards-report-screen';

/** The bonus cost report, and below it the free bets Hub88 has not created (sent again with rewards.manage). */
export const Component = () => {
  const me = useMeQuery().data;
  return (
    <>
      <RewardsReportScreen />
      <FreebetProblems mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />
    </>
  );
};
