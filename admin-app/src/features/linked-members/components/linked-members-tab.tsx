import { Alert, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { LinkedMember, LinkReason } from '@contract/admin/linked-members';
import { paths } from '@admin-app/app/paths';
import { formatDateTime } from '@admin-app/lib/dates';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Table } from '@admin-app/ui/table';
import { useLinkedMembersQuery } from '../api/get-linked-members';
import { linkedMembersStrings as s } from '../strings';

const STRONG: readonly LinkReason[] = ['bank_account', 'device'];

/** The member page's tab: other members who share a bank account, a device, an address or a name, and why. */
export const LinkedMembersTab = ({ memberId }: { memberId: number }) => {
  const query = useLinkedMembersQuery(memberId);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="linked-members">
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} emptyText={s.empty}>
        {(data) => (
          <>
            {data.more ? <Alert type="info" showIcon message={s.more} /> : null}
            <Table<LinkedMember>
              rowKey="id"
              size="small"
              dataSource={data.items}
              pagination={false}
              columns={[
                {
                  title: s.member,
                  dataIndex: 'full_name',
                  render: (name: string, row) => <Link to={paths.member.getHref(row.id)}>{name}</Link>,
                },
                { title: s.phone, dataIndex: 'phone' },
                {
                  title: s.reasons,
                  dataIndex: 'reasons',
                  render: (reasons: LinkReason[]) =>
                    reasons.map((reason) => (
                      <Tag key={reason} color={STRONG.includes(reason) ? 'red' : 'default'}>
                        {s.reason[reason]}
                      </Tag>
                    )),
                },
                {
                  title: s.status,
                  dataIndex: 'status',
                  render: (status: LinkedMember['status']) =>
                    status === 'active' ? (
                      <Tag color="green">{s.active}</Tag>
                    ) : (
                      <Tag color="red">{s.disabled}</Tag>
                    ),
                },
                { title: s.joined, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
              ]}
            />
          </>
        )}
      </QueryState>
    </Space>
  );
};
