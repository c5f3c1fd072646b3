import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { PromotionsPage } from '@admin-app/features/promotions/components/promotions-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <PromotionsPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
