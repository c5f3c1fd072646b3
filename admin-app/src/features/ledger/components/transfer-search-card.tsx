import { Button, Card, DatePicker, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { LedgerTransferItem, LedgerTransferQuery } from '@contract/admin/ledger';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Table } from '@admin-app/ui/table';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { useLedgerTransfersQuery } from '../api/ledger-api';
import { ledgerStrings as s } from '../strings';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';

type Values = { phone?: string; kind?: string; key?: string; days?: [Dayjs, Dayjs] | null };

const Entries = ({ item }: { item: LedgerTransferItem }) => (
  <div>
    {item.entries.map((e, i) => (
      <div key={i} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <Typography.Text type="secondary">{e.account}</Typography.Text>
        {e.asset === 'point' ? (
          <Typography.Text type={e.amount < 0 ? 'danger' : undefined}>{s.points(e.amount)}</Typography.Text>
        ) : (
          <Baht value={e.amount} signed />
        )}
      </div>
    ))}
  </div>
);

/** Transfers by member, kind, key and days, newest first; "more" pages back by id. */
export const TransferSearchCard = () => {
  const [query, setQuery] = useState<LedgerTransferQuery>({ limit: 20 });
  const result = useLedgerTransfersQuery(query);
  const layout = useFilterLayout();
  const handleFinish = (v: Values) =>
    setQuery({
      limit: 20,
      phone: v.phone?.trim() || undefined,
      kind: v.kind,
      key: v.key?.trim() || undefined,
      from: v.days?.[0]?.format('YYYY-MM-DD'),
      to: v.days?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <Card size="small" title={s.search} data-testid="ledger-search">
      <Form layout={layout} onFinish={handleFinish} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="phone" label={s.phone}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="kind" label={s.kind}>
          <Select
            allowClear
            placeholder={s.anyKind}
            style={{ width: 150 }}
            options={Object.entries(s.kinds).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="key" label={s.key}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="days" label={s.days}>
          <DatePicker.RangePicker format={pickerDay} locale={pickerLocale} style={{ maxWidth: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {s.find}
        </Button>
      </Form>
      <QueryState query={result}>
        {(data) => (
          <>
            <Table<LedgerTransferItem>
              rowKey="id"
              size="small"
              pagination={false}
              loading={result.isFetching}
              dataSource={data.items}
              locale={{ emptyText: s.empty }}
              columns={[
                {
                  title: s.columns.time,
                  dataIndex: 'created_at',
                  width: 150,
                  render: (v: string) => formatDateTime(v),
                },
                {
                  title: s.columns.kind,
                  dataIndex: 'kind',
                  width: 100,
                  render: (v: string) => s.kinds[v] ?? v,
                },
                { title: s.columns.description, dataIndex: 'description' },
                { title: s.columns.key, dataIndex: 'key', ellipsis: true },
                { title: s.columns.entries, width: 380, render: (_, item) => <Entries item={item} /> },
              ]}
            />
            {data.next_before_id ? (
              <Button
                style={{ marginTop: 12 }}
                onClick={() => setQuery({ ...query, before_id: data.next_before_id! })}
              >
                {s.more}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
};
