import { Descriptions, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AuditRow } from '@contract/admin/audit';
import { auditActionLabel } from '@contract/admin/audit-actions';
import { formatDateTime } from '@admin-app/lib/dates';
import { Table } from '@admin-app/ui/table';
import { auditStrings } from '../strings';

type AuditTableProps = { rows: AuditRow[]; loading: boolean };

const json = (value: unknown) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <pre style={{ margin: 0, fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>
  );

const columns: ColumnsType<AuditRow> = [
  {
    title: auditStrings.time,
    dataIndex: 'created_at',
    width: 170,
    render: (at: string) => formatDateTime(at),
  },
  { title: auditStrings.staff, dataIndex: 'staff_username', width: 150 },
  {
    title: auditStrings.action,
    dataIndex: 'action',
    width: 220,
    render: (action: string) => (
      <Space direction="vertical" size={0}>
        <Typography.Text>{auditActionLabel(action)}</Typography.Text>
        <Typography.Text code type="secondary" style={{ fontSize: 12 }}>
          {action}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: auditStrings.target,
    key: 'target',
    width: 160,
    render: (_, row) => (row.target_type ? `${row.target_type} #${row.target_id}` : '—'),
  },
  { title: auditStrings.reason, dataIndex: 'reason', render: (reason: string) => reason || '—' },
  { title: auditStrings.address, dataIndex: 'ip', width: 130 },
];

/** The rows; a row opens to its before and after, and the request id to find it in the server's log. */
export const AuditTable = ({ rows, loading }: AuditTableProps) => (
  <Table
    rowKey="id"
    size="middle"
    columns={columns}
    dataSource={rows}
    loading={loading}
    pagination={false}
    locale={{ emptyText: auditStrings.empty }}
    data-testid="audit-table"
    expandable={{
      expandedRowRender: (row) => (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
          <Descriptions.Item label={auditStrings.before}>{json(row.before)}</Descriptions.Item>
          <Descriptions.Item label={auditStrings.after}>{json(row.after)}</Descriptions.Item>
          <Descriptions.Item label={auditStrings.requestId}>{row.request_id}</Descriptions.Item>
          <Descriptions.Item label={auditStrings.userAgent}>{row.user_agent || '—'}</Descriptions.Item>
        </Descriptions>
      ),
    }}
  />
);
