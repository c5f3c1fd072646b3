import { Card, Empty, Progress, Skeleton, Space, Typography } from 'antd';
import type { MemberRewardAward } from '@contract/admin/rewards-report';
import type { TurnoverItem } from '@contract/rewards/turnover';
import { QueryError } from '@admin-app/app/components/query-error';
import { baht } from '@admin-app/app/money';
import { formatDateTime } from '@admin-app/lib/dates';
import { Table } from '@admin-app/ui/table';
import { useMemberRewards } from '../api/get-member-rewards';
import { memberStrings as t } from '../strings';

const r = t.rewards;

/** What an award gave, in one line: money, points, spins. */
const given = (a: MemberRewardAward) =>
  [
    a.amount > 0 ? baht(a.amount) : null,
    a.points > 0 ? r.points(a.points) : null,
    a.spins > 0 ? r.spins(a.spins) : null,
  ]
    .filter(Boolean)
    .join(' + ');

const TurnoverCard = ({ item }: { item: TurnoverItem }) => (
  <Card size="small" data-testid="member-turnover">
    <Typography.Text strong>{item.description || item.wallet_name}</Typography.Text>
    <Progress percent={Math.floor((item.progress / item.required) * 100)} status="active" />
    <Space wrap size="large">
      <span>{`${r.wallet}: ${item.wallet_name}`}</span>
      <span>{`${r.progress}: ${baht(item.progress)} / ${baht(item.required)}`}</span>
      <Typography.Text type="danger">{r.owed(baht(item.owed))}</Typography.Text>
      <span>{`${r.since}: ${formatDateTime(item.started_at)}`}</span>
    </Space>
  </Card>
);

/** Read-only, for support: why a member cannot withdraw yet, and which bonuses they got. */
export const RewardsTab = ({ memberId }: { memberId: number }) => {
  const query = useMemberRewards(memberId);
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <Skeleton active />;
  const { items, turnover } = query.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={5}>{r.turnoverTitle}</Typography.Title>
      {turnover.length === 0 ? (
        <Empty description={r.noTurnover} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        turnover.map((item) => <TurnoverCard key={item.id} item={item} />)
      )}
      <Typography.Title level={5}>{r.awardsTitle}</Typography.Title>
      <Table<MemberRewardAward>
        rowKey="id"
        size="small"
        dataSource={items}
        locale={{ emptyText: r.noAwards }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="member-rewards"
        columns={[
          { title: t.time, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
          { title: r.campaign, dataIndex: 'campaign_name' },
          { title: t.description, dataIndex: 'description' },
          { title: r.reward, render: (_: unknown, a) => given(a) },
          {
            title: r.turnover,
            dataIndex: 'turnover_required',
            render: (v: number) => (v > 0 ? baht(v) : '-'),
          },
        ]}
      />
    </Space>
  );
};
