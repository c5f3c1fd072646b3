import { Button, Space, Tag, Tooltip } from 'antd';
import type { AdjustmentItem } from '@contract/admin/manual-money';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { adjustmentStrings as s } from '../strings';

const statusColor = { done: 'default', pending: 'orange', approved: 'green', rejected: 'red' } as const;

type AdjustmentTableProps = {
  items: AdjustmentItem[];
  loading: boolean;
  /** The signed-in staff member: their own requests wait for someone else. */
  me: string;
  /** Null: the table only shows (no approve/reject column). */
  onDecide: ((item: AdjustmentItem, approve: boolean) => void) | null;
  emptyText: string;
};

/** Adjustments with member, wallet, amount, the internal note and who asked and decided. */
export const AdjustmentTable = ({ items, loading, me, onDecide, emptyText }: AdjustmentTableProps) => (
  <Table<AdjustmentItem>
    rowKey="id"
    size="small"
    loading={loading}
    dataSource={items}
    pagination={{ pageSize: 50, hideOnSinglePage: true }}
    locale={{ emptyText }}
    data-testid="adjustments-table"
    columns={[
      { title: s.columns.time, dataIndex: 'requested_at', render: (v: string) => formatDateTime(v) },
      {
        title: s.columns.member,
        key: 'member',
        render: (_, row) => `${row.member_name} (${row.member_phone})`,
      },
      { title: s.columns.wallet, dataIndex: 'wallet_name' },
      {
        title: s.columns.direction,
        dataIndex: 'direction',
        render: (v: AdjustmentItem['direction']) => (
          <Tag color={v === 'credit' ? 'green' : 'volcano'}>{s.direction[v]}</Tag>
        ),
      },
      {
        title: s.columns.amount,
        dataIndex: 'amount',
        align: 'right',
        render: (v: number) => <Baht value={v} strong />,
      },
      { title: s.columns.note, dataIndex: 'note' },
      { title: s.columns.memberText, dataIndex: 'member_text', render: (v: string) => v || '-' },
      { title: s.columns.requestedBy, dataIndex: 'requested_by' },
      {
        title: s.columns.status,
        dataIndex: 'status',
        render: (v: AdjustmentItem['status'], row) => (
          <Tooltip title={row.decision_reason || undefined}>
            <Tag color={statusColor[v]}>{s.status[v]}</Tag>
            {row.decided_by ? <span>{row.decided_by}</span> : null}
          </Tooltip>
        ),
      },
      ...(onDecide
        ? [
            {
              key: 'decide',
              render: (_: unknown, row: AdjustmentItem) =>
                row.status !== 'pending' ? null : row.requested_by === me ? (
                  <Tooltip title={s.ownRequest}>
                    <Tag>{s.ownRequest}</Tag>
                  </Tooltip>
                ) : (
                  <Space>
                    <Button
                      type="primary"
                      size="small"
                      onClick={() => onDecide(row, true)}
                      data-testid="approve-button"
                    >
                      {s.approve}
                    </Button>
                    <Button
                      danger
                      size="small"
                      onClick={() => onDecide(row, false)}
                      data-testid="reject-button"
                    >
                      {s.reject}
                    </Button>
                  </Space>
                ),
            },
          ]
        : []),
    ]}
  />
);
