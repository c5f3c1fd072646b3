import { Card, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { AdjustmentItem } from '@contract/admin/manual-money';
import { useAdjustmentsQuery } from '../api/get-adjustments';
import { adjustmentStrings as s } from '../strings';
import { AdjustmentTable } from './adjustment-table';
import { DecideModal } from './decide-modal';
import { RulesForm } from './rules-form';

type AdjustmentsScreenProps = { me: string; mayEditRules: boolean };

const List = ({ status, me, onDecide }: { status?: 'pending'; me: string; onDecide: Decide | null }) => {
  const list = useAdjustmentsQuery(status);
  return (
    <AdjustmentTable
      items={list.data?.items ?? []}
      loading={list.isLoading}
      me={me}
      onDecide={onDecide}
      emptyText={status ? s.empty : s.emptyAll}
    />
  );
};
type Decide = (item: AdjustmentItem, approve: boolean) => void;

/** The four-eyes queue (pending requests), every adjustment, and for the owner the rules. */
export const AdjustmentsScreen = ({ me, mayEditRules }: AdjustmentsScreenProps) => {
  const [decision, setDecision] = useState<{ item: AdjustmentItem; approve: boolean } | null>(null);
  const decide: Decide = (item, approve) => setDecision({ item, approve });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Text type="secondary">{s.intro}</Typography.Text>
      <Card size="small">
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'pending',
              label: s.tabs.pending,
              children: <List status="pending" me={me} onDecide={decide} />,
            },
            { key: 'all', label: s.tabs.all, children: <List me={me} onDecide={null} /> },
            ...(mayEditRules ? [{ key: 'rules', label: s.tabs.rules, children: <RulesForm /> }] : []),
          ]}
        />
      </Card>
      <DecideModal decision={decision} onClose={() => setDecision(null)} />
    </Space>
  );
};
