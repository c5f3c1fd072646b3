import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { PointsPage } from '@admin-app/features/points/components/points-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <PointsPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
