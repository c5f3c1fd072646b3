import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useWheelSpins } from '../api/wheel-api';
import { wheelStrings as t } from '../strings';

const prizeOf = (type: string, amount: number, label: string) =>
  type === 'money'
    ? `${label} (${amount.toLocaleString('th-TH', { minimumFractionDigits: 2 })} ${t.baht})`
    : label;

/** The latest spins of the agent's members (names in full: staff see their members). */
export const SpinsTable = () => {
  const query = useWheelSpins();
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Table
      rowKey="spin_id"
      size="small"
      loading={query.isPending}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: t.noSpins }}
      scroll={{ x: 600 }}
      columns={[
        { title: t.at, dataIndex: 'created_at', render: (v: string) => new Date(v).toLocaleString('th-TH') },
        { title: t.member, dataIndex: 'username' },
        { title: t.prize, render: (_, r) => prizeOf(r.type, r.amount, r.label) },
        { title: t.cost, render: (_, r) => (r.cost === 'free' ? t.free : t.points(r.points_cost)) },
      ]}
    />
  );
};
