import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { AffiliateAdminPage } from '@admin-app/features/affiliate/components/affiliate-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <AffiliateAdminPage mayManage={Boolean(me?.permissions.includes('affiliate.manage'))} />;
};
