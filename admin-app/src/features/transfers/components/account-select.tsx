import { Select } from 'antd';
import { useStatementAccountsQuery } from '../api/get-statement-accounts';

type AccountSelectProps = { value?: number; onChange?: (id: number) => void };

/** One of the agent's bank accounts, named as staff see it in their banking app. */
export const AccountSelect = ({ value, onChange }: AccountSelectProps) => {
  const accounts = useStatementAccountsQuery();
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={accounts.isPending}
      data-testid="account-select"
      options={(accounts.data ?? []).map((a) => ({
        value: a.id,
        label: `${a.bank_name} ${a.account_number} (${a.account_name})`,
      }))}
    />
  );
};
