import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { QuestsPage } from '@admin-app/features/quests/components/quests-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };
export const Component = () => {
  const me = useMeQuery().data;
  return <QuestsPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
