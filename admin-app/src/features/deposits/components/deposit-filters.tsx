import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DepositSearch } from '@contract/admin/deposits';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { depositStrings as s } from '../strings';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';

type Values = {
  ref?: string;
  member?: string;
  status?: DepositSearch['status'];
  days?: [Dayjs, Dayjs] | null;
};
type DepositFiltersProps = { onSearch: (search: DepositSearch) => void };

/** Reference, member, status and a range of days (Buddhist era in the picker). */
export const DepositFilters = ({ onSearch }: DepositFiltersProps) => {
  const [form] = Form.useForm<Values>();
  const layout = useFilterLayout();
  const handleFinish = (values: Values) =>
    onSearch({
      ref: values.ref?.trim() || undefined,
      member: values.member?.trim() || undefined,
      status: values.status,
      from: values.days?.[0]?.format('YYYY-MM-DD'),
      to: values.days?.[1]?.format('YYYY-MM-DD'),
      page: 1,
    });
  return (
    <Form form={form} layout={layout} onFinish={handleFinish} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="ref" label={s.ref}>
        <Input allowClear style={{ width: 170 }} data-testid="deposit-ref" />
      </Form.Item>
      <Form.Item name="member" label={s.member}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={s.status}>
        <Select
          allowClear
          placeholder={s.any}
          style={{ width: 130 }}
          options={(['pending', 'paid', 'failed', 'expired'] as const).map((v) => ({
            value: v,
            label: s.statuses[v],
          }))}
        />
      </Form.Item>
      <Form.Item name="days" label={s.days}>
        <DatePicker.RangePicker format={pickerDay} locale={pickerLocale} style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
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
