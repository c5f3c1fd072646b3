import { Card, Tag, Typography } from 'antd';
import type { DepositOrderItem, DepositSearch } from '@contract/admin/deposits';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryState } from '@admin-app/ui/money/query-state';
import { KeysetTable, useKeysetSearch } from '@admin-app/ui/keyset-table';
import { useDepositsQuery } from '../api/search-deposits';
import { depositStrings as s } from '../strings';
import { DepositFilters } from './deposit-filters';
import { SlipButton } from './slip-button';

const statusColor = { pending: 'blue', paid: 'green', failed: 'red', expired: 'default' } as const;
const PAGE_SIZE = 20;

export const DepositsScreen = () => {
  const { search, pages, handleSearch } = useKeysetSearch<DepositSearch>({});
  const query = useDepositsQuery({ ...search, cursor: pages.cursor, page_size: PAGE_SIZE });
  return (
    <div data-testid="deposits-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Card size="small">
        <DepositFilters onSearch={handleSearch} />
        <QueryState query={query}>
          {(data) => (
            <KeysetTable<DepositOrderItem>
              page={data}
              pages={pages}
              loading={query.isFetching}
              emptyText={s.empty}
              columns={[
                {
                  title: s.columns.created,
                  dataIndex: 'created_at',
                  render: (v: string) => formatDateTime(v),
                },
                {
                  title: s.columns.ref,
                  dataIndex: 'ref',
                  render: (v: string) => (
                    <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                      {v}
                    </Typography.Text>
                  ),
                },
                {
                  title: s.columns.member,
                  render: (_, row) => `${row.member.full_name} · ${row.member.phone}`,
                },
                { title: s.columns.channel, dataIndex: 'channel_name' },
                {
                  title: s.columns.amount,
                  dataIndex: 'amount',
                  align: 'right',
                  render: (v: number) => <Baht value={v} />,
                },
                {
                  title: s.columns.payAmount,
                  dataIndex: 'pay_amount',
                  align: 'right',
                  render: (v: number) => <Baht value={v} />,
                },
                {
                  title: s.columns.status,
                  dataIndex: 'status',
                  render: (v: DepositOrderItem['status']) => (
                    <Tag color={statusColor[v]}>{s.statuses[v]}</Tag>
                  ),
                },
                {
                  title: s.columns.paid,
                  dataIndex: 'paid_at',
                  render: (v: string | null) => (v ? formatDateTime(v) : '-'),
                },
                {
                  title: s.slip,
                  render: (_, row) => (row.has_slip ? <SlipButton orderRef={row.ref} /> : null),
                },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
};
