import { Alert, Progress, Select, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import type { ExposureBoard } from '@contract/admin/lotto-setup';
import type { BetType } from '@contract/lotto';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useExposure } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

type Row = ExposureBoard['rows'][number];

/** The live board: stake per bet type, then every number with what the agent pays if it wins, riskiest first. */
export const ExposurePanel = ({ roundId }: { roundId: number }) => {
  const [betType, setBetType] = useState<BetType>();
  const board = useExposure(roundId, betType);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t.liveHint} />
      {board.isError ? <QueryError error={board.error} onRetry={() => board.refetch()} /> : null}
      <Space wrap size="large">
        {(board.data?.stake_by_type ?? []).map((s) => (
          <Statistic key={s.bet_type} title={t.betTypes[s.bet_type]} value={s.stake} precision={2} />
        ))}
      </Space>
      <Select
        allowClear
        style={{ width: 200 }}
        placeholder={t.allTypes}
        options={Object.entries(t.betTypes).map(([value, label]) => ({ value, label }))}
        onChange={(value?: BetType) => setBetType(value)}
      />
      <Table<Row>
        rowKey={(row) => `${row.bet_type}-${row.number}`}
        size="small"
        loading={board.isLoading}
        dataSource={board.data?.rows ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="exposure-board"
        columns={[
          { title: t.type, dataIndex: 'bet_type', render: (type: BetType) => t.betTypes[type] },
          {
            title: t.number,
            dataIndex: 'number',
            render: (n: string, row) => (
              <Space>
                <strong>{n}</strong>
                {row.restricted ? <Tag color="red">{t[row.restricted]}</Tag> : null}
              </Space>
            ),
          },
          { title: t.stake, dataIndex: 'stake', render: (v: number) => <Baht value={v} /> },
          { title: t.potential, dataIndex: 'payout', render: (v: number) => <Baht value={v} /> },
          { title: t.netIfWins, dataIndex: 'net_if_wins', render: (v: number) => <Baht value={-v} /> },
          {
            title: t.used,
            dataIndex: 'used',
            render: (used: number | null) =>
              used === null ? (
                t.noCap
              ) : (
                <Progress
                  percent={Math.round(used * 100)}
                  size="small"
                  status={used >= 1 ? 'exception' : 'normal'}
                />
              ),
          },
        ]}
      />
    </Space>
  );
};
