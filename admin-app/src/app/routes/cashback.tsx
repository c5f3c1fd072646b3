import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { CashbackAdminPage } from '@admin-app/features/cashback/components/cashback-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <CashbackAdminPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
