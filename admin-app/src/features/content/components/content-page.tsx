import { Card, Tabs, type TabsProps } from 'antd';
import { contentStrings as t } from '../strings';
import { ChannelsTable } from './channels-table';
import { ListEditor, listSpecs } from './list-editor';
import { SettingsForm } from './settings-form';

/**
 * The content page: settings, the five lists and the deposit channels, one tab each; a route may add tabs of
 * other features after them (the help contact of the safety page).
 */
export const ContentPage = ({ extraTabs = [] }: { extraTabs?: NonNullable<TabsProps['items']> }) => (
  <Card title={t.title}>
    <Tabs
      destroyOnHidden
      items={[
        { key: 'settings', label: t.tabs.settings, children: <SettingsForm /> },
        ...listSpecs.map((spec) => ({
          key: spec.kind,
          label: t.tabs[spec.kind],
          children: <ListEditor spec={spec} />,
        })),
        { key: 'channels', label: t.tabs.channels, children: <ChannelsTable /> },
        ...extraTabs,
      ]}
    />
  </Card>
);
