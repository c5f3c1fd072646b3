import { Form, Input, InputNumber, Space } from 'antd';
import type { WithdrawalHistoryQuery } from '@contract/admin/withdrawals';
import { FilterBar, FilterDays, FilterStatus } from '@admin-app/ui/money/filter-bar';
import { withdrawalStrings } from '../strings';

const s = withdrawalStrings.history;

type HistoryFiltersProps = { onSearch: (search: WithdrawalHistoryQuery) => void };

/** Member (phone or name), amount range, days of the decision, who decided, status. */
export const HistoryFilters = ({ onSearch }: HistoryFiltersProps) => (
  <FilterBar onSearch={onSearch} searchTestId="history-search">
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
    <FilterDays label={s.days} />
    <Form.Item name="staff" label={s.staff}>
      <Input allowClear placeholder={s.staffPlaceholder} style={{ width: 150 }} />
    </Form.Item>
    <FilterStatus label={s.status} any={s.any} statuses={s.statuses} width={150} testId="history-status" />
  </FilterBar>
);
