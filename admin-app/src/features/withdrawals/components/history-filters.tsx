import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WithdrawalHistoryQuery } from '@contract/admin/withdrawals';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { withdrawalStrings } from '../strings';

const s = withdrawalStrings.history;

type Values = {
  member?: string;
  min_amount?: number | null;
  max_amount?: number | null;
  days?: [Dayjs, Dayjs] | null;
  staff?: string;
  status?: WithdrawalHistoryQuery['status'];
};
type HistoryFiltersProps = { onSearch: (search: WithdrawalHistoryQuery) => void };

/** Member (phone or name), amount range, days of the decision, who decided, status. */
export const HistoryFilters = ({ onSearch }: HistoryFiltersProps) => {
  const [form] = Form.useForm<Values>();
  const layout = useFilterLayout();
  const handleFinish = (values: Values) =>
    onSearch({
      member: values.member?.trim() || undefined,
      min_amount: values.min_amount ?? undefined,
      max_amount: values.max_amount ?? undefined,
      from: values.days?.[0]?.format('YYYY-MM-DD'),
      to: values.days?.[1]?.format('YYYY-MM-DD'),
      staff: values.staff?.trim() || undefined,
      status: values.status,
      page: 1,
    });
  return (
    <Form form={form} layout={layout} onFinish={handleFinish} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="member" label={s.member}>
        <Input
          allowClear
          placeholder={s.memberPlaceholder}
          style={{ width: 170 }}
          data-testid="history-member"
        />
      </Form.Item>
      <Form.Item label={s.amount}>
        <Space.Compact>
          <Form.Item name="min_amount" noStyle>
            <InputNumber min={0} precision={2} placeholder={s.min} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="max_amount" noStyle>
            <InputNumber min={0} precision={2} placeholder={s.max} style={{ width: 100 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="days" label={s.days}>
        <DatePicker.RangePicker format={pickerDay} locale={pickerLocale} style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item name="staff" label={s.staff}>
        <Input allowClear placeholder={s.staffPlaceholder} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="status" label={s.status}>
        <Select
          allowClear
          placeholder={s.any}
          style={{ width: 150 }}
          data-testid="history-status"
          options={(['approved', 'refused', 'awaiting_payout'] as const).map((value) => ({
            value,
            label: s.statuses[value],
          }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="history-search">
          {s.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({ page: 1 });
          }}
        >
          {s.clear}
        </Button>
      </Space>
    </Form>
  );
};
