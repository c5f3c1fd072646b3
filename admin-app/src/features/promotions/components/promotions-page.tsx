import { App, Switch, Tabs, Typography } from 'antd';
import { errorText } from '@admin-app/app/components/query-error';
import { useRewardSettings, useSaveRewardSettings } from '../api/promotions-api';
import { promotionAdminStrings as t } from '../strings';
import { CampaignsTab } from './campaigns-tab';

/** The agent's one setting here: several turnover promotions at once, or one. */
const SettingsTab = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const settings = useRewardSettings();
  const save = useSaveRewardSettings();
  return (
    <div>
      <Switch
        aria-label={t.allowMultiple}
        checked={settings.data?.allow_multiple_turnover ?? false}
        loading={settings.isLoading || save.isPending}
        disabled={!mayManage}
        onChange={(on) =>
          save.mutate({ allow_multiple_turnover: on }, { onError: (e) => void message.error(errorText(e)) })
        }
      />{' '}
      {t.allowMultiple}
      <Typography.Paragraph type="secondary">{t.allowMultipleHelp}</Typography.Paragraph>
    </div>
  );
};

/** /admin/promotions: promotion campaigns, coupon campaigns with their codes, and the agent's setting. */
export const PromotionsPage = ({ mayManage: manage }: { mayManage: boolean }) => {
  return (
    <div data-testid="promotions-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'promotions',
            label: t.tabs.promotions,
            children: <CampaignsTab kind="promotion" mayManage={manage} />,
          },
          {
            key: 'coupons',
            label: t.tabs.coupons,
            children: <CampaignsTab kind="coupon" mayManage={manage} />,
          },
          { key: 'settings', label: t.tabs.settings, children: <SettingsTab mayManage={manage} /> },
        ]}
      />
    </div>
  );
};
