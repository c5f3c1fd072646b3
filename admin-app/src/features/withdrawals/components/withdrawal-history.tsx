import { App, Button, Space, Tag, Typography } from 'antd';
import type { WithdrawalHistoryItem, WithdrawalHistoryQuery } from '@contract/admin/withdrawals';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryState } from '@admin-app/ui/money/query-state';
import { KeysetTable, useKeysetSearch } from '@admin-app/ui/keyset-table';
import { downloadHistoryCsv, useWithdrawalHistoryQuery } from '../api/get-history';
import { withdrawalStrings } from '../strings';
import { HistoryFilters } from './history-filters';

const s = withdrawalStrings.history;
const PAGE_SIZE = 20;

const statusTag = (item: WithdrawalHistoryItem) =>
  item.status === 'refused' ? (
    <Tag color="red">{s.refused}</Tag>
  ) : item.paid_at ? (
    <Tag color="green">{s.paid}</Tag>
  ) : (
    <Tag color="gold">{s.awaiting}</Tag>
  );

/** Decided withdrawals, newest decision first: the search, the page, and the CSV of everything found. */
export const WithdrawalHistory = () => {
  const { search, pages, handleSearch } = useKeysetSearch<WithdrawalHistoryQuery>({});
  const query = useWithdrawalHistoryQuery({ ...search, cursor: pages.cursor, page_size: PAGE_SIZE });
  const { message } = App.useApp();
  const handleDownload = () => downloadHistoryCsv(search).catch(() => void message.error(s.downloadFailed));
  return (
    <div data-testid="withdrawal-history">
      <HistoryFilters onSearch={handleSearch} />
      <Button onClick={() => void handleDownload()} style={{ marginBottom: 12 }} data-testid="history-csv">
        {s.csv}
      </Button>
      <QueryState query={query}>
        {(data) => (
          <KeysetTable<WithdrawalHistoryItem>
            page={data}
            pages={pages}
            loading={query.isFetching}
            emptyText={s.empty}
            columns={[
              {
                title: s.columns.decided,
                dataIndex: 'decided_at',
                render: (v: string) => formatDateTime(v),
              },
              {
                title: s.columns.member,
                render: (_: unknown, item) => (
                  <Space direction="vertical" size={0}>
                    <span>{item.member.full_name}</span>
                    <Typography.Text type="secondary">{item.member.phone}</Typography.Text>
                  </Space>
                ),
              },
              {
                title: s.columns.amount,
                dataIndex: 'amount',
                align: 'right',
                render: (v: number) => <Baht value={v} />,
              },
              { title: s.columns.status, render: (_: unknown, item) => statusTag(item) },
              {
                title: s.columns.by,
                dataIndex: 'decided_by',
                render: (v: string) => (v === 'system' ? s.system : v),
              },
              {
                title: s.columns.payout,
                render: (_: unknown, item) =>
                  item.paid_from ? (
                    <Space direction="vertical" size={0}>
                      <span>
                        {item.paid_from.bank_name} {item.paid_from.account_number}
                      </span>
                      <Typography.Text type="secondary">{item.bank_reference}</Typography.Text>
                    </Space>
                  ) : null,
              },
              { title: s.columns.note, dataIndex: 'note' },
              { title: s.columns.reason, dataIndex: 'reason' },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
};
