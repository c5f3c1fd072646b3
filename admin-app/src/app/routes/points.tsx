import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { PointsPage } from '@admin-app/features/points/components/points-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => {
  const me = useMeQuery().data;
  return <PointsPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
