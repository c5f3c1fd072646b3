import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { WheelAdminPage } from '@admin-app/features/wheel/components/wheel-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => {
  const me = useMeQuery().data;
  return <WheelAdminPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
