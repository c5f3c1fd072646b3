import { Button, Space, Tag, Typography } from 'antd';
import type { IncomingTransferItem, TransferPage } from '@contract/admin/transfers';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { transferStrings as s } from '../strings';
import { SlipLink } from './slip-link';

const statusColor = { review: 'orange', matched: 'green', rejected: 'default' } as const;

type TransferTableProps = {
  data: TransferPage;
  loading: boolean;
  onResolve: (item: IncomingTransferItem, assign: boolean) => void;
};

export const TransferTable = ({ data, loading, onResolve }: TransferTableProps) => (
  <Table<IncomingTransferItem>
    rowKey="id"
    size="middle"
    loading={loading}
    dataSource={data.items}
    locale={{ emptyText: s.empty }}
    // Previous and next under it (keyset, the screen's KeysetPager).
    pagination={false}
    columns={[
      { title: s.columns.received, dataIndex: 'received_at', render: (v: string) => formatDateTime(v) },
      {
        title: s.columns.amount,
        dataIndex: 'amount',
        align: 'right',
        render: (v: number) => <Baht value={v} strong />,
      },
      {
        title: s.columns.channel,
        dataIndex: 'channel_type',
        render: (v: IncomingTransferItem['channel_type']) => s.channel[v],
      },
      {
        title: s.columns.from,
        render: (_, row) => [row.from_bank, row.from_account].filter(Boolean).join(' ') || '-',
      },
      {
        title: s.columns.reference,
        render: (_, row) => (
          <Space direction="vertical" size={0}>
            <span>{row.order_ref ? s.order(row.order_ref) : row.reference || '-'}</span>
            {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
            {row.has_slip && row.order_ref ? <SlipLink orderRef={row.order_ref} /> : null}
          </Space>
        ),
      },
      {
        title: s.columns.member,
        render: (_, row) => (row.member ? `${row.member.full_name} · ${row.member.phone}` : row.note || '-'),
      },
      {
        title: s.columns.status,
        dataIndex: 'status',
        render: (v: IncomingTransferItem['status']) => <Tag color={statusColor[v]}>{s.status[v]}</Tag>,
      },
      {
        title: s.columns.actions,
        render: (_, row) =>
          row.status === 'review' ? (
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => onResolve(row, true)}
                data-testid="assign-button"
              >
                {s.assign}
              </Button>
              <Button size="small" danger onClick={() => onResolve(row, false)}>
                {s.reject}
              </Button>
            </Space>
          ) : null,
      },
    ]}
  />
);
