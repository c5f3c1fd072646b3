import { Tabs, Typography } from 'antd';
import { pointsStrings as t } from '../strings';
import { ItemsTab } from './items-tab';
import { RedemptionsTab } from './redemptions-tab';
import { SetupForm } from './setup-form';

/** Points desk (marketing): the earning rule and expiry, the shop's items, the redemptions. */
export const PointsPage = ({ mayManage }: { mayManage: boolean }) => {
  return (
    <div data-testid="points-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        defaultActiveKey="items"
        items={[
          { key: 'items', label: t.tabs.items, children: <ItemsTab mayManage={mayManage} /> },
          { key: 'setup', label: t.tabs.setup, children: <SetupForm mayManage={mayManage} /> },
          { key: 'redemptions', label: t.tabs.redemptions, children: <RedemptionsTab /> },
        ]}
      />
    </div>
  );
};
