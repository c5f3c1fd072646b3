import { Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberRow } from '@contract/admin/members';
import { QueryError } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { paths } from '@admin-app/app/paths';
import { Table } from '@admin-app/ui/table';
import { useMemberSearch } from '../api/search-members';
import { memberStrings as t } from '../strings';

/** Search by phone, name, bank account or referral code; each row opens the member page. */
export const MemberSearch = () => {
  const [text, setText] = useState('');
  const search = useMemberSearch(text.trim());
  const columns = [
    {
      title: t.phone,
      dataIndex: 'phone',
      render: (phone: string, row: MemberRow) => <Link to={paths.member.getHref(row.id)}>{phone}</Link>,
    },
    { title: t.name, dataIndex: 'full_name' },
    { title: t.bank, render: (_: unknown, row: MemberRow) => `${row.bank_code} ${row.bank_account}` },
    { title: t.referral, dataIndex: 'referral_code' },
    {
      title: t.status,
      dataIndex: 'status',
      render: (status: string) =>
        status === 'active' ? <Tag color="green">{t.active}</Tag> : <Tag color="red">{t.disabled}</Tag>,
    },
    { title: t.joined, dataIndex: 'created_at', render: formatDateTime },
  ];
  return (
    <Card title={t.title}>
      <Input.Search
        allowClear
        size="large"
        placeholder={t.searchPlaceholder}
        onSearch={setText}
        style={{ maxWidth: 520, marginBottom: 16 }}
        data-testid="member-search"
      />
      {search.isError ? <QueryError error={search.error} onRetry={() => search.refetch()} /> : null}
      {text.trim().length < 2 ? (
        <Typography.Paragraph type="secondary">{t.searchHint}</Typography.Paragraph>
      ) : (
        <Table
          rowKey="id"
          size="middle"
          loading={search.isFetching}
          dataSource={search.data ?? []}
          columns={columns}
          locale={{ emptyText: t.noResult }}
          pagination={false}
          data-testid="member-results"
        />
      )}
    </Card>
  );
};
