import { Form, Input } from 'antd';
import type { DepositSearch } from '@contract/admin/deposits';
import { FilterBar, FilterDays, FilterStatus } from '@admin-app/ui/money/filter-bar';
import { depositStrings as s } from '../strings';

type DepositFiltersProps = { onSearch: (search: DepositSearch) => void };

/** Reference, member, status and a range of days (Buddhist era in the picker). */
export const DepositFilters = ({ onSearch }: DepositFiltersProps) => (
  <FilterBar onSearch={onSearch}>
    <Form.Item name="ref" label={s.ref}>
      <Input allowClear style={{ width: 170 }} data-testid="deposit-ref" />
    </Form.Item>
    <Form.Item name="member" label={s.member}>
      <Input allowClear style={{ width: 180 }} />
    </Form.Item>
    <FilterStatus label={s.status} any={s.any} statuses={s.statuses} width={130} />
    <FilterDays label={s.days} />
  </FilterBar>
);
