import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import type { IncomingTransferItem, TransferPage } from '@contract/admin/transfers';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { transferStrings as s } from '../strings';
import { SlipLink } from './slip-link';

const statusColor = { review: 'orange', matched: 'green', rejected: 'default' } as const;

type TransferCardsProps = {
  data: TransferPage;
  onResolve: (item: IncomingTransferItem, assign: boolean) => void;
};

/**
 * The transfers on a phone: one card each, the amount first and the buttons under it, rather than a table whose
 * actions sit past the screen's right edge.
 */
export const TransferCards = ({ data, onResolve }: TransferCardsProps) => (
  <Space direction="vertical" size="small" style={{ width: '100%' }} data-testid="transfer-cards">
    {data.items.length === 0 ? <Empty description={s.empty} /> : null}
    {data.items.map((row) => (
      <Card key={row.id} size="small" data-testid="transfer-card">
        <Space direction="vertical" size={2} style={{ width: '100%' }}>
          <Space wrap>
            <Baht value={row.amount} strong fontSize={18} />
            <Tag color={statusColor[row.status]}>{s.status[row.status]}</Tag>
          </Space>
          <Typography.Text type="secondary">
            {formatDateTime(row.received_at)} · {s.channel[row.channel_type]}
          </Typography.Text>
          <span>
            {s.columns.from}: {[row.from_bank, row.from_account].filter(Boolean).join(' ') || '-'}
          </span>
          <span>
            {s.columns.reference}: {row.order_ref ? s.order(row.order_ref) : row.reference || '-'}
          </span>
          {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
          {row.has_slip && row.order_ref ? <SlipLink orderRef={row.order_ref} /> : null}
          <span>
            {s.columns.member}:{' '}
            {row.member ? `${row.member.full_name} · ${row.member.phone}` : row.note || '-'}
          </span>
          {row.status === 'review' ? (
            <Space style={{ marginTop: 4 }}>
              <Button type="primary" onClick={() => onResolve(row, true)} data-testid="assign-button">
                {s.assign}
              </Button>
              <Button danger onClick={() => onResolve(row, false)}>
                {s.reject}
              </Button>
            </Space>
          ) : null}
        </Space>
      </Card>
    ))}
  </Space>
);
