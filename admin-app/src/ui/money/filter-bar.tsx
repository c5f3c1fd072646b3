import { Button, DatePicker, Form, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { pickerDay, pickerLocale } from './picker-format';
import { moneyUiStrings as s } from './strings';

type Filled = { days?: [Dayjs, Dayjs] | null; [field: string]: unknown };

/** The fields as a search asks for them: texts trimmed (a blank one left out), the days as from/to. */
const searchOf = (values: Filled) => {
  const { days, ...fields } = values;
  const search: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const given = typeof value === 'string' ? value.trim() : value;
    if (given !== '' && given !== null && given !== undefined) search[name] = given;
  }
  if (days?.[0] && days[1]) {
    search.from = days[0].format('YYYY-MM-DD');
    search.to = days[1].format('YYYY-MM-DD');
  }
  return search;
};

type PagedSearch = { from?: string; to?: string };
type FilterBarProps<S extends PagedSearch> = {
  onSearch: (search: S) => void;
  searchTestId?: string;
  /** The bar's fields: `Form.Item`s named as the search's own fields, and `FilterDays` for from/to. */
  children: ReactNode;
};

/**
 * A money list's filters: the fields side by side (one under another on a phone), search and clear. The list
 * starts again at its first page on each search (its `useCursorPages().reset`); clearing empties the fields and
 * searches for everything.
 */
export const FilterBar = <S extends PagedSearch>({ onSearch, searchTestId, children }: FilterBarProps<S>) => {
  const [form] = Form.useForm<Filled>();
  const layout = useFilterLayout();
  return (
    <Form
      form={form}
      layout={layout}
      // The fields are named as S's own (the children's `name`s), so their values are S's.
      onFinish={(values) => onSearch(searchOf(values) as S)}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      {children}
      <Space>
        <Button type="primary" htmlType="submit" data-testid={searchTestId}>
          {s.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({} as S);
          }}
        >
          {s.clear}
        </Button>
      </Space>
    </Form>
  );
};

/** The filter bar's range of days (sent as from/to): Thai months, Buddhist-era years. */
export const FilterDays = ({ label }: { label: string }) => (
  <Form.Item name="days" label={label}>
    <DatePicker.RangePicker format={pickerDay} locale={pickerLocale} style={{ maxWidth: '100%' }} />
  </Form.Item>
);

type FilterStatusProps = {
  label: string;
  /** Shown while no status is chosen (every status). */
  any: string;
  /** Each status the search takes, by its Thai label, in the order the list offers them. */
  statuses: Record<string, string>;
  width: number;
  testId?: string;
};

/** The filter bar's status (field `status`): one of the list's statuses, or every status when cleared. */
export const FilterStatus = ({ label, any, statuses, width, testId }: FilterStatusProps) => (
  <Form.Item name="status" label={label}>
    <Select
      allowClear
      placeholder={any}
      style={{ width }}
      data-testid={testId}
      options={Object.entries(statuses).map(([value, text]) => ({ value, label: text }))}
    />
  </Form.Item>
);
