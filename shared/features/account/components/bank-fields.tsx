import { Form, Input } from 'antd-mobile';
import type { AccountFormInstance } from './form-rules';
import type { Bank } from '@contract/agent';
import { useCheckBankAccountQuery } from '@features/account/api/check-account';
import { useBanksQuery } from '@features/account/api/get-banks';
import { useDebouncedValue } from '@features/account/hooks/use-debounced-value';
import { accountText } from '@features/account/strings';
import { fitsBankDigits, normalizeDigits } from '@features/account/validation';
import { AvailabilityHint, bankAccountTexts } from './availability-hint';
import { BankSelect } from './bank-select';

const digitsText = (bank: Bank | undefined) => (bank ? bank.account_digits.join(' หรือ ') : '');

/** Bank and account number; the account is checked live once it has the bank's number of digits. */
export const BankFields = ({ form }: { form: AccountFormInstance }) => {
  const banks = useBanksQuery();
  const bankCode = (Form.useWatch('bank_code', form) as string | undefined) ?? '';
  const typed = normalizeDigits((Form.useWatch('bank_account', form) as string | undefined) ?? '');
  const account = useDebouncedValue(typed);
  const bank = banks.data?.find((item) => item.code === bankCode);
  const valid = bank !== undefined && fitsBankDigits(account, bank.account_digits);
  const check = useCheckBankAccountQuery(bankCode, account, valid);

  return (
    <>
      <Form.Item
        name="bank_code"
        label={accountText.bank}
        rules={[{ required: true, message: accountText.bankRequired }]}
        description={
          banks.isError ? (
            <button type="button" className="account-link-button" onClick={() => banks.refetch()}>
              {accountText.bankLoadFailed}
            </button>
          ) : undefined
        }
      >
        <BankSelect banks={banks.data ?? []} />
      </Form.Item>
      <Form.Item
        name="bank_account"
        label={accountText.bankAccount}
        dependencies={['bank_code']}
        rules={[
          { required: true, message: accountText.bankAccountRequired },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && bank && !fitsBankDigits(normalizeDigits(value), bank.account_digits))
                throw new Error(accountText.bankAccountDigits(digitsText(bank)));
            },
          },
        ]}
        description={
          <AvailabilityHint
            available={valid && typed === account ? check.data?.bank_account_available : null}
            checking={valid && (typed !== account || check.isFetching)}
            texts={bankAccountTexts}
            fallback={bank ? accountText.bankAccountDigits(digitsText(bank)) : undefined}
          />
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={accountText.bankAccountPlaceholder}
          clearable
        />
      </Form.Item>
    </>
  );
};
