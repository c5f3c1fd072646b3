import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { withdrawalStrings as s } from '../strings';
import { AutoSettingsPanel } from './auto-settings-panel';
import { WithdrawalHistory } from './withdrawal-history';
import { WithdrawalQueueScreen } from './withdrawal-queue-screen';

type WithdrawalsPageProps = { mayDecide: boolean; maySetAuto: boolean };

/** The withdrawals page: the queue, the decided ones (search and CSV), and the owner's automatic mode. */
export const WithdrawalsPage = ({ mayDecide, maySetAuto }: WithdrawalsPageProps) => {
  const [tab, setTab] = useState('queue');
  return (
    <div data-testid="withdrawals-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'queue', label: s.tabs.queue, children: <WithdrawalQueueScreen mayDecide={mayDecide} /> },
          { key: 'history', label: s.tabs.history, children: <WithdrawalHistory /> },
          { key: 'auto', label: s.tabs.auto, children: <AutoSettingsPanel mayChange={maySetAuto} /> },
        ]}
      />
    </div>
  );
};
