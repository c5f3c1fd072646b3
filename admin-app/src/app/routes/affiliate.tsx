import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { AffiliateAdminPage } from '@admin-app/features/affiliate/components/affiliate-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'affiliate.view' };
export const Component = () => {
  const me = useMeQuery().data;
  return <AffiliateAdminPage mayManage={Boolean(me?.permissions.includes('affiliate.manage'))} />;
};
