import { Select } from 'antd';
import type { Bank } from '@contract/agent';
import { useBanksQuery } from '../api/get-banks';
import { contentStrings as t } from '../strings';

type BankPickerProps = { value?: string; onChange?: (code: string) => void };

const labelOf = (bank: Bank) => `${bank.name_th} (${bank.code})`;

/** The bank of an agent account, picked from the platform's list and searched by Thai name or code. */
export const BankPicker = ({ value, onChange }: BankPickerProps) => {
  const banks = useBanksQuery();
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      loading={banks.isPending}
      placeholder={t.bankPlaceholder}
      notFoundContent={banks.isError ? t.bankLoadFailed : undefined}
      optionFilterProp="label"
      options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: labelOf(bank) }))}
      data-testid="bank-picker"
    />
  );
};

/** A stored code shown by its bank's Thai name in the list. */
export const BankName = ({ code }: { code: unknown }) => {
  const banks = useBanksQuery();
  const bank = banks.data?.find((item) => item.code === code);
  return <>{bank ? labelOf(bank) : String(code ?? '')}</>;
};
