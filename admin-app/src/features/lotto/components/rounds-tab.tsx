import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import type { RoundAdmin } from '@contract/admin/lotto-setup';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useLottoMarkets, useLottoRounds } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';
import { RoundDrawer, type RoundRights } from './round-drawer';

const statusColor: Record<string, string> = {
  open: 'green',
  closed: 'orange',
  resulted: 'blue',
  settled: 'default',
};

/** Rounds nearest their close first, with the agent's bills on them; a round opens its board in a drawer. */
export const RoundsTab = ({ rights }: { rights: RoundRights }) => {
  const markets = useLottoMarkets();
  const [filter, setFilter] = useState<{ market_id?: number; status?: string }>({ status: 'open' });
  const rounds = useLottoRounds(filter);
  const [open, setOpen] = useState<RoundAdmin | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t.allMarkets}
          options={(markets.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          onChange={(market_id?: number) => setFilter((f) => ({ ...f, market_id }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t.allStatuses}
          defaultValue="open"
          options={Object.entries(t.roundStatuses).map(([value, label]) => ({ value, label }))}
          onChange={(status?: string) => setFilter((f) => ({ ...f, status }))}
        />
      </Space>
      {rounds.isError ? <QueryError error={rounds.error} onRetry={() => rounds.refetch()} /> : null}
      <Table<RoundAdmin>
        rowKey="id"
        size="small"
        loading={rounds.isLoading}
        dataSource={rounds.data ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        onRow={(round) => ({ onClick: () => setOpen(round), style: { cursor: 'pointer' } })}
        data-testid="lotto-rounds"
        columns={[
          { title: t.roundId, dataIndex: 'id' },
          { title: t.market, dataIndex: 'market_name' },
          { title: t.round, dataIndex: 'title' },
          { title: t.closeTime, dataIndex: 'close_at', render: (at: string) => formatDateTime(at) },
          {
            title: t.status,
            dataIndex: 'status',
            render: (s: string) => <Tag color={statusColor[s]}>{t.roundStatuses[s]}</Tag>,
          },
          { title: t.bills, dataIndex: 'bills' },
          { title: t.stake, dataIndex: 'stake', render: (v: number) => <Baht value={v} /> },
          { title: t.payout, dataIndex: 'payout', render: (v: number) => <Baht value={v} /> },
          { title: t.restrictedCount, dataIndex: 'restricted' },
        ]}
      />
      {open ? <RoundDrawer round={open} rights={rights} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
};
