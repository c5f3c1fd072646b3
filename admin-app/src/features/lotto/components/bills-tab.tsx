import { Button, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import type { BillAdmin } from '@contract/admin/lotto-setup';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useLottoBills, type BillsFilter } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

const statusColor: Record<string, string> = {
  won: 'green',
  lost: 'default',
  pending: 'blue',
  cancelled: 'orange',
};

/** The agent's bills by round, bill, member phone, number or status; a bill opens to its lines. */
export const BillsTab = ({ initial = {} }: { initial?: BillsFilter }) => {
  const [filter, setFilter] = useState<BillsFilter>(initial);
  const bills = useLottoBills(filter);
  const clean = (values: BillsFilter) =>
    Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
    ) as BillsFilter;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<BillsFilter>
        layout="inline"
        initialValues={initial}
        onFinish={(values) => setFilter(clean(values))}
      >
        <Form.Item name="round_id">
          <InputNumber placeholder={t.roundId} min={1} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="bill_id">
          <InputNumber placeholder={t.billId} min={1} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="phone" rules={[{ pattern: /^\d{0,10}$/, message: t.phone }]}>
          <Input placeholder={t.phone} maxLength={10} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="number" rules={[{ pattern: /^\d{1,3}$/, message: t.number }]}>
          <Input placeholder={t.number} maxLength={3} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t.allStatuses}
            style={{ width: 150 }}
            options={Object.entries(t.billStatuses).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t.search}
        </Button>
      </Form>
      {bills.isError ? <QueryError error={bills.error} onRetry={() => bills.refetch()} /> : null}
      <Table<BillAdmin>
        rowKey="id"
        size="small"
        loading={bills.isLoading}
        dataSource={bills.data ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="lotto-bills"
        expandable={{
          expandedRowRender: (bill) => (
            <Table
              rowKey="line_no"
              size="small"
              pagination={false}
              dataSource={bill.lines}
              columns={[
                { title: '#', dataIndex: 'line_no' },
                {
                  title: t.type,
                  dataIndex: 'bet_type',
                  render: (type: keyof typeof t.betTypes) => t.betTypes[type],
                },
                { title: t.number, dataIndex: 'number' },
                { title: t.amount, dataIndex: 'amount', render: (v: number) => <Baht value={v} /> },
                { title: t.rate, dataIndex: 'rate' },
                { title: t.status, dataIndex: 'status', render: (s: string) => t.billStatuses[s] },
                { title: t.payout, dataIndex: 'payout', render: (v: number) => <Baht value={v} /> },
              ]}
            />
          ),
        }}
        columns={[
          { title: t.billId, dataIndex: 'id' },
          { title: t.round, render: (_, bill) => `${bill.market_name} ${bill.round_title}` },
          { title: t.member, render: (_, bill) => `${bill.member_name} · ${bill.member_phone}` },
          { title: t.total, dataIndex: 'total', render: (v: number) => <Baht value={v} /> },
          { title: t.payout, dataIndex: 'payout', render: (v: number) => <Baht value={v} /> },
          {
            title: t.status,
            dataIndex: 'status',
            render: (s: string) => <Tag color={statusColor[s]}>{t.billStatuses[s]}</Tag>,
          },
          { title: t.placedAt, dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
        ]}
      />
    </Space>
  );
};
