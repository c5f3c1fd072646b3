import { AutoComplete, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { auditActionLabels } from '@contract/admin/audit-actions';
import type { StaffItem } from '@contract/admin/staff';
import { useFilterLayout } from '@admin-app/ui/narrow';
import type { AuditFilter } from '../api/get-audit';
import { auditStrings } from '../strings';

type AuditFiltersProps = { staff: StaffItem[] | null; onChange: (filter: AuditFilter) => void };
type Values = {
  staff_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
};

const trimmed = (text?: string) => (text && text.trim() ? text.trim() : undefined);

// Each action by its Thai label (the code beside it); typed text is searched as it is (a code's start or label words).
const actionOptions = Object.entries(auditActionLabels).map(([code, label]) => ({
  value: code,
  label: `${label} (${code})`,
}));

/** Staff (when the viewer may list staff), action or area, target, and a date range in the Buddhist era. */
export const AuditFilters = ({ staff, onChange }: AuditFiltersProps) => {
  const [form] = Form.useForm<Values>();
  const layout = useFilterLayout();
  const handleFinish = (values: Values) =>
    onChange({
      staff_id: values.staff_id,
      action: trimmed(values.action),
      target_type: trimmed(values.target_type),
      target_id: trimmed(values.target_id),
      from: values.dates?.[0]?.startOf('day').toISOString(),
      to: values.dates?.[1]?.endOf('day').add(1, 'millisecond').toISOString(),
    });
  return (
    <Form form={form} layout={layout} onFinish={handleFinish} style={{ rowGap: 12, marginBottom: 16 }}>
      {staff ? (
        <Form.Item name="staff_id" label={auditStrings.staff}>
          <Select
            allowClear
            placeholder={auditStrings.allStaff}
            style={{ width: 180 }}
            options={staff.map((s) => ({ value: s.id, label: s.username }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="action" label={auditStrings.action}>
        <AutoComplete
          options={actionOptions}
          placeholder={auditStrings.actionPlaceholder}
          style={{ width: 260 }}
          allowClear
          filterOption={(typed, option) =>
            (option?.label ?? '').toLowerCase().includes(typed.trim().toLowerCase())
          }
          data-testid="audit-action-filter"
        />
      </Form.Item>
      <Form.Item name="target_type" label={auditStrings.targetType}>
        <Input placeholder={auditStrings.targetTypePlaceholder} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="target_id" label={auditStrings.targetId}>
        <Input style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="dates" label={auditStrings.dates}>
        <DatePicker.RangePicker format="D MMM BBBB" style={{ maxWidth: '100%' }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {auditStrings.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onChange({});
          }}
        >
          {auditStrings.clear}
        </Button>
        <Button
          onClick={() => {
            // Successes and failures alike (auth.login, auth.login_failed), with their address and browser.
            form.setFieldValue('action', 'auth.login');
            form.submit();
          }}
          data-testid="audit-login-history"
        >
          {auditStrings.loginHistory}
        </Button>
      </Space>
    </Form>
  );
};
