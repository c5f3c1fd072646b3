import { Card, Tabs } from 'antd';
import { affiliateStrings as t } from '../strings';
import { HeldCommissions } from './held-commissions';
import { NetworkSearch } from './network-search';
import { CommissionRuns, RefusedReferrals } from './runs-and-refusals';
import { SettingsForm } from './settings-form';

/** /admin/affiliate: held commissions first (they wait on staff), then runs, refusals, networks, settings. */
export const AffiliateAdminPage = ({ mayManage }: { mayManage: boolean }) => (
  <Card title={t.title}>
    <Tabs
      items={[
        { key: 'held', label: t.tabs.held, children: <HeldCommissions mayManage={mayManage} /> },
        { key: 'runs', label: t.tabs.runs, children: <CommissionRuns /> },
        { key: 'refusals', label: t.tabs.refusals, children: <RefusedReferrals /> },
        { key: 'network', label: t.tabs.network, children: <NetworkSearch /> },
        { key: 'settings', label: t.tabs.settings, children: <SettingsForm mayManage={mayManage} /> },
      ]}
    />
  </Card>
);
