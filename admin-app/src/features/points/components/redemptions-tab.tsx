import type { AdminRedemption } from '@contract/rewards/points-admin';
import { formatThaiDateTime } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useRedemptions } from '../api/points-api';
import { pointsStrings as t } from '../strings';

/** The latest redemptions of the agent's members. */
export const RedemptionsTab = () => {
  const rows = useRedemptions();
  if (rows.isError) return <QueryError error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <Table<AdminRedemption>
      rowKey="id"
      size="small"
      loading={rows.isPending}
      dataSource={rows.data?.items ?? []}
      locale={{ emptyText: t.empty }}
      scroll={{ x: true }}
      columns={[
        { title: t.when, dataIndex: 'created_at', render: (v: string) => formatThaiDateTime(v) },
        { title: t.member, dataIndex: 'username' },
        { title: t.item, dataIndex: 'item_name' },
        { title: t.quantity, dataIndex: 'quantity' },
        { title: t.points, dataIndex: 'points' },
        { title: t.gift, dataIndex: 'description' },
      ]}
    />
  );
};
