import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { WheelAdminPage } from '@admin-app/features/wheel/components/wheel-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <WheelAdminPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
