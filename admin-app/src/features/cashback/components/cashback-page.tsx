import { Button, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CashbackCampaign } from '@contract/rewards/cashback-admin';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useCashbackCampaigns, type CashbackKind } from '../api/cashback-api';
import { cashbackStrings as t } from '../strings';
import { CampaignModal } from './campaign-modal';
import { RunsPanel } from './runs-panel';

const rateText = (c: CashbackCampaign) =>
  c.kind === 'cashback'
    ? Object.entries(c.rates)
        .map(([category, rate]) => `${t.category[category as keyof typeof t.category]} ${rate}%`)
        .join(', ')
    : `${c.percent}% · ${c.categories.map((k) => t.category[k]).join(', ')}`;

const KindTab = ({ kind, mayManage }: { kind: CashbackKind; mayManage: boolean }) => {
  const campaigns = useCashbackCampaigns();
  const [editing, setEditing] = useState<CashbackCampaign | 'new' | null>(null);
  if (campaigns.isError) return <QueryError error={campaigns.error} onRetry={() => campaigns.refetch()} />;
  const items = (campaigns.data?.items ?? []).filter((c) => c.kind === kind);
  return (
    <>
      {mayManage && (
        <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
          {t.add}
        </Button>
      )}
      <Table<CashbackCampaign>
        rowKey="id"
        size="small"
        loading={campaigns.isPending}
        dataSource={items}
        locale={{ emptyText: t.empty }}
        pagination={false}
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.status, dataIndex: 'status', render: (s: string) => <Tag>{t.statuses[s]}</Tag> },
          { title: t.ratesShort, key: 'rates', render: (_, c) => rateText(c) },
          { title: t.wallet, dataIndex: 'wallet_type_id', render: (w: number) => t.wallets[w] ?? w },
          {
            title: t.awarded,
            dataIndex: 'awarded_amount',
            align: 'right',
            render: (v: number) => v.toFixed(2),
          },
          ...(mayManage
            ? [
                {
                  key: 'edit',
                  render: (_: unknown, c: CashbackCampaign) => <a onClick={() => setEditing(c)}>{t.edit}</a>,
                },
              ]
            : []),
        ]}
      />
      <RunsPanel kind={kind} mayManage={mayManage} />
      {editing && (
        <CampaignModal
          kind={kind}
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
};

/** /admin/cashback: daily cashback and weekly win/loss programmes, their runs, and re-runs. */
export const CashbackAdminPage = ({ mayManage }: { mayManage: boolean }) => {
  return (
    <div data-testid="cashback-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        items={(['cashback', 'winloss'] as const).map((kind) => ({
          key: kind,
          label: t.tabs[kind],
          children: <KindTab kind={kind} mayManage={mayManage} />,
        }))}
      />
    </div>
  );
};
