import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProtectionReport } from '@contract/admin/protection';
import { formatThaiDateTime } from '@lib/format';
import { paths } from '@admin-app/app/paths';
import { Table } from '@admin-app/ui/table';
import { protectionStrings as t } from '../strings';

type Row = ProtectionReport['excluded'][number];

/** Members in a time-out or self-exclusion now, the longest first; nobody here can end one early. */
export const ExcludedTable = ({ rows, loading }: { rows: Row[] | undefined; loading: boolean }) => (
  <Space direction="vertical" style={{ width: '100%' }}>
    <Typography.Text type="secondary">{t.exclusionNote}</Typography.Text>
    <Table<Row>
      rowKey="member_id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: t.excludedEmpty }}
      data-testid="protection-excluded"
      columns={[
        {
          title: t.memberCol,
          dataIndex: 'username',
          render: (username: string, r) => <Link to={paths.member.getHref(r.member_id)}>{username}</Link>,
        },
        {
          title: t.kind,
          dataIndex: 'kind',
          render: (kind: Row['kind']) => (
            <Tag color={kind === 'self_exclusion' ? 'red' : 'orange'}>{t.exclusionKinds[kind]}</Tag>
          ),
        },
        { title: t.exclusionStart, dataIndex: 'started_at', render: (at: string) => formatThaiDateTime(at) },
        { title: t.exclusionEnd, dataIndex: 'until', render: (at: string) => formatThaiDateTime(at) },
      ]}
    />
  </Space>
);
