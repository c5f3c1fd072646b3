import { Tag, Typography } from 'antd';
import type { StatementResult, StatementRow } from '@contract/admin/statements';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { transferStrings as s } from '../strings';

const outcomeColor = { new: 'green', known: 'default', refused: 'red' } as const;

/** What each row of the file becomes, or why it is refused. */
export const StatementPreview = ({ result }: { result: StatementResult }) => (
  <>
    <Typography.Paragraph data-testid="statement-counts">{s.counts(result.counts)}</Typography.Paragraph>
    <Table<StatementRow>
      rowKey="line"
      size="small"
      dataSource={result.rows}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      columns={[
        { title: s.previewColumns.line, dataIndex: 'line', width: 70 },
        {
          title: s.previewColumns.outcome,
          dataIndex: 'outcome',
          render: (v: StatementRow['outcome']) => <Tag color={outcomeColor[v]}>{s.outcome[v]}</Tag>,
        },
        {
          title: s.previewColumns.time,
          dataIndex: 'received_at',
          render: (v: string | null) => (v ? formatDateTime(v) : '-'),
        },
        {
          title: s.previewColumns.amount,
          dataIndex: 'amount',
          align: 'right',
          render: (v: number | null) => (v === null ? '-' : <Baht value={v} />),
        },
        { title: s.fields.reference, dataIndex: 'reference', render: (v: string) => v || '-' },
        { title: s.fields.from_account, dataIndex: 'from_account', render: (v: string) => v || '-' },
        {
          title: s.previewColumns.becomes,
          render: (_, row) =>
            row.outcome === 'refused' ? (
              <Typography.Text type="danger">{row.reason}</Typography.Text>
            ) : row.match ? (
              `${s.match[row.match]}${row.order_ref ? ` ${row.order_ref}` : ''}`
            ) : (
              row.reason
            ),
        },
      ]}
    />
  </>
);
