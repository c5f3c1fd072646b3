import { App, Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { outboxStatuses, type OutboxEntryView } from '@contract/admin/outbox';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { KeysetPager, useCursorPages } from '@admin-app/ui/keyset-table';
import { Table } from '@admin-app/ui/table';
import { useOutboxQuery, useRetryOutboxEntry, type OutboxFilter } from '../api/official-account-api';
import { officialAccountStrings as strings } from '../strings';

const t = strings.outbox;
const statusColor = {
  pending: 'blue',
  sending: 'processing',
  sent: 'green',
  failed: 'red',
  skipped: 'default',
} as const;

/** The outbox: what the server sends (LINE, SMS), newest first, with the failed ones sent again on request. */
export const OutboxTable = () => {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Omit<OutboxFilter, 'cursor'>>({});
  const pages = useCursorPages();
  const outbox = useOutboxQuery({ ...filter, cursor: pages.cursor });
  const handleFilter = (next: Omit<OutboxFilter, 'cursor'>) => {
    pages.reset();
    setFilter(next);
  };
  const retry = useRetryOutboxEntry();
  if (outbox.isError) return <QueryError error={outbox.error} onRetry={() => outbox.refetch()} />;
  const data = outbox.data;
  return (
    <Card title={t.title} data-testid="line-outbox">
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ minWidth: 180 }}
          value={filter.status ?? ''}
          onChange={(status: OutboxFilter['status'] | '') =>
            handleFilter({ ...filter, status: status || undefined })
          }
          options={[
            { value: '', label: t.anyStatus },
            ...outboxStatuses.map((status) => ({
              value: status,
              label: `${t.status[status]}${data ? ` (${data.counts[status].toLocaleString('th-TH')})` : ''}`,
            })),
          ]}
          aria-label={t.columns.status}
        />
        <Select
          style={{ minWidth: 140 }}
          value={filter.channel ?? ''}
          onChange={(channel: OutboxFilter['channel'] | '') =>
            handleFilter({ ...filter, channel: channel || undefined })
          }
          options={[
            { value: '', label: t.anyChannel },
            { value: 'line', label: t.channel.line },
            { value: 'sms', label: t.channel.sms },
          ]}
          aria-label={t.columns.channel}
        />
      </Space>
      <Table<OutboxEntryView>
        rowKey="id"
        size="small"
        loading={outbox.isFetching && !data}
        dataSource={data?.entries ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
        // Wide enough that the headings stay whole: a desktop shows it all, a phone scrolls it sideways.
        scroll={{ x: 940 }}
        columns={[
          { title: t.columns.created, dataIndex: 'created_at', render: formatDateTime, width: 140 },
          {
            title: t.columns.channel,
            dataIndex: 'channel',
            render: (channel: 'line' | 'sms') => t.channel[channel],
            width: 70,
          },
          {
            title: t.columns.kind,
            dataIndex: 'kind',
            width: 180,
            render: (kind: string) => <span title={kind}>{t.kinds[kind] ?? kind}</span>,
          },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 110,
            render: (status: OutboxEntryView['status']) => (
              <Tag color={statusColor[status]}>{t.status[status]}</Tag>
            ),
          },
          { title: t.columns.attempts, dataIndex: 'attempts', width: 80, align: 'right' },
          {
            title: t.columns.error,
            dataIndex: 'last_error',
            render: (error: string | null) =>
              error ? <Typography.Text type="danger">{error}</Typography.Text> : '-',
          },
          {
            title: t.columns.sent,
            key: 'when',
            width: 150,
            render: (_, entry) =>
              entry.sent_at
                ? formatDateTime(entry.sent_at)
                : entry.status === 'pending'
                  ? `${t.columns.next} ${formatDateTime(entry.next_attempt_at)}`
                  : '-',
          },
          {
            key: 'retry',
            width: 80,
            render: (_, entry) =>
              entry.status === 'failed' ? (
                <Button
                  size="small"
                  loading={retry.isPending && retry.variables === entry.id}
                  onClick={() =>
                    retry.mutate(entry.id, {
                      onSuccess: () => void message.success(t.retried),
                      onError: (error) => void message.error(errorText(error)),
                    })
                  }
                >
                  {t.retry}
                </Button>
              ) : null,
          },
        ]}
      />
      {data ? (
        <KeysetPager
          pages={pages}
          nextCursor={data.next_cursor}
          total={data.total}
          totalCapped={data.total_capped}
          loading={outbox.isFetching}
        />
      ) : null}
    </Card>
  );
};
