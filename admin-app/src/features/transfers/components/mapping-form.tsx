import { Col, InputNumber, Row, Select, Switch, Form } from 'antd';
import type { StatementMapping } from '@contract/admin/statements';
import { transferStrings as s } from '../strings';

const FIELDS = ['date', 'time', 'amount', 'reference', 'from_account', 'from_bank', 'description'] as const;
const REQUIRED = new Set<string>(['date', 'amount']);

type MappingFormProps = {
  mapping: StatementMapping;
  /** The file's column names (its header, or "คอลัมน์ n"). */
  columns: string[];
  onChange: (mapping: StatementMapping) => void;
};

/** Which column is what, how many lines to skip, and how dates are written: saved per bank account. */
export const MappingForm = ({ mapping, columns, onChange }: MappingFormProps) => {
  const options = columns.map((name, index) => ({ value: index, label: `${index + 1}. ${name}` }));
  const set = (patch: Partial<StatementMapping>) => onChange({ ...mapping, ...patch });
  return (
    <Form layout="vertical" size="small" data-testid="mapping-form">
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item label={s.skipRows}>
            <InputNumber
              min={0}
              max={50}
              value={mapping.skip_rows}
              onChange={(value) => set({ skip_rows: value ?? 0 })}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={s.hasHeader}>
            <Switch checked={mapping.has_header} onChange={(value) => set({ has_header: value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={s.dateOrder}>
            <Select
              value={mapping.date_order}
              onChange={(value) => set({ date_order: value })}
              options={(['dmy', 'mdy', 'ymd'] as const).map((value) => ({
                value,
                label: s.dateOrders[value],
              }))}
            />
          </Form.Item>
        </Col>
        {FIELDS.map((field) => (
          <Col xs={12} md={6} key={field}>
            <Form.Item label={s.fields[field]} required={REQUIRED.has(field)}>
              <Select
                aria-label={s.fields[field]}
                value={mapping[field] ?? -1}
                onChange={(value: number) => set({ [field]: value < 0 ? null : value })}
                options={[...(REQUIRED.has(field) ? [] : [{ value: -1, label: s.none }]), ...options]}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
};
