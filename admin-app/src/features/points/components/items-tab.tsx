import { Button, Tag } from 'antd';
import { useState } from 'react';
import type { AdminItem } from '@contract/rewards/points-admin';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useShopItems } from '../api/points-api';
import { pointsStrings as t } from '../strings';
import { ItemModal } from './item-modal';

/** The shop's items, every one (off ones too), with an editor for each. */
export const ItemsTab = ({ mayManage }: { mayManage: boolean }) => {
  const items = useShopItems();
  const [editing, setEditing] = useState<AdminItem | 'new' | null>(null);
  if (items.isError) return <QueryError error={items.error} onRetry={() => void items.refetch()} />;
  return (
    <>
      {mayManage && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      )}
      <Table<AdminItem>
        rowKey="id"
        size="small"
        loading={items.isPending}
        dataSource={items.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: true }}
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.type, dataIndex: 'type', render: (v: AdminItem['type']) => t.types[v] },
          { title: t.amount.credit.split(' ')[0], dataIndex: 'amount' },
          { title: t.cost, dataIndex: 'cost' },
          {
            title: t.stock.split(' ')[0],
            dataIndex: 'stock',
            render: (v: number | null) => v ?? t.unlimited,
          },
          { title: t.turnover, dataIndex: 'turnover_multiplier' },
          {
            title: t.active,
            dataIndex: 'active',
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t.on : t.off}</Tag>,
          },
          {
            title: '',
            key: 'edit',
            render: (_, row) =>
              mayManage && (
                <Button size="small" onClick={() => setEditing(row)}>
                  {t.edit}
                </Button>
              ),
          },
        ]}
      />
      {editing && <ItemModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};
