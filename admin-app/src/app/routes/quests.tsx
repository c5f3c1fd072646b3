import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { QuestsPage } from '@admin-app/features/quests/components/quests-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <QuestsPage mayManage={Boolean(me?.permissions.includes('rewards.manage'))} />;
};
