import { Card, Space, Tag, Typography } from 'antd';
import type { SmsDay, SmsMessageRow, SmsStatus } from '@contract/admin/sms';
import { formatDate, formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';
import { QueryState } from '@admin-app/ui/money/query-state';
import { KeysetTable, useCursorPages } from '@admin-app/ui/keyset-table';
import { Table } from '@admin-app/ui/table';
import { useSmsMessagesQuery } from '../api/get-sms-messages';
import { smsStrings as s } from '../strings';
import { SmsSettingsCard } from './sms-settings-card';

const statusColour: Record<SmsStatus, string> = {
  queued: 'default',
  sent: 'processing',
  delivered: 'success',
  undelivered: 'error',
  expired: 'warning',
  rejected: 'error',
  failed: 'error',
};

const sum = (days: SmsDay[], pick: (day: SmsDay) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

/**
 * Text messages sent through the gateway over a range of days: totals per day, then each message; above them the
 * SMS settings for a staff member who may change them.
 */
export const SmsScreen = ({ mayEditSettings = false }: { mayEditSettings?: boolean }) => {
  const [range, setRange] = useMonthToDate();
  const pages = useCursorPages();
  const query = useSmsMessagesQuery({ ...range, cursor: pages.cursor });
  return (
    <div data-testid="sms-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      {mayEditSettings ? <SmsSettingsCard /> : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <span style={{ whiteSpace: 'nowrap' }}>{s.range}</span>
        <DayRangePicker
          range={range}
          onChange={(next) => {
            setRange(next);
            pages.reset();
          }}
        />
      </Space>
      <QueryState query={query}>
        {(list) => (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title={s.perDay}>
              <Table<SmsDay>
                rowKey="day"
                size="small"
                dataSource={list.days}
                pagination={false}
                locale={{ emptyText: s.empty }}
                data-testid="sms-days"
                // Wide enough that the headings stay whole: a desktop shows it all, a phone scrolls it sideways.
                scroll={{ x: 600 }}
                columns={[
                  { title: s.day, dataIndex: 'day', render: (day: string) => formatDate(day) },
                  { title: s.count, dataIndex: 'messages', align: 'right' },
                  { title: s.delivered, dataIndex: 'delivered', align: 'right' },
                  { title: s.failed, dataIndex: 'failed', align: 'right' },
                  { title: s.segments, dataIndex: 'segments', align: 'right' },
                  {
                    title: s.cost,
                    dataIndex: 'cost',
                    align: 'right',
                    render: (value: number) => <Baht value={value} />,
                  },
                ]}
                summary={(days) =>
                  days.length > 1 ? (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>{s.total}</Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        {sum([...days], (d) => d.messages)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        {sum([...days], (d) => d.delivered)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        {sum([...days], (d) => d.failed)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={4} align="right">
                        {sum([...days], (d) => d.segments)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={5} align="right">
                        <Baht value={sum([...days], (d) => d.cost)} strong />
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  ) : null
                }
              />
            </Card>
            <Card size="small" title={s.messagesTitle}>
              <KeysetTable<SmsMessageRow>
                page={{ items: list.messages, next_cursor: list.next_cursor, total: list.total }}
                pages={pages}
                loading={query.isFetching}
                emptyText={s.empty}
                table={{ size: 'small', scroll: { x: 900 }, 'data-testid': 'sms-messages' }}
                columns={[
                  { title: s.time, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
                  { title: s.phone, dataIndex: 'phone' },
                  { title: s.purpose, dataIndex: 'purpose', render: (v: string) => s.purposes[v] ?? v },
                  {
                    title: s.status,
                    dataIndex: 'status',
                    render: (v: SmsStatus) => <Tag color={statusColour[v]}>{s.statuses[v]}</Tag>,
                  },
                  { title: s.detail, dataIndex: 'status_detail', render: (v: string | null) => v ?? '-' },
                  { title: s.segments, dataIndex: 'segments', align: 'right' },
                  {
                    title: s.credits,
                    dataIndex: 'credits',
                    align: 'right',
                    render: (v: number | null) => v ?? '-',
                  },
                  {
                    title: s.cost,
                    dataIndex: 'cost',
                    align: 'right',
                    render: (value: number) => <Baht value={value} />,
                  },
                ]}
              />
            </Card>
          </Space>
        )}
      </QueryState>
    </div>
  );
};
