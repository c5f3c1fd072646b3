import { useState } from 'react';
import { Button, Input, Selector } from 'antd-mobile';
import type { MemberBankAccount } from '@contract/payment';
import { showToast } from '@ui/toast';
import { useBanksQuery } from '@features/payment/api/get-banks';
import { useUpdateSubBankAccountMutation } from '@features/payment/api/update-sub-bank-account';
import { paymentText } from '@features/payment/strings';
import './payment.css';

/** Adds or changes the sub account; the login password confirms it (the server checks every rule). */
export const SubBankForm = ({ current }: { current: MemberBankAccount | null }) => {
  const banks = useBanksQuery();
  const mutation = useUpdateSubBankAccountMutation();
  const [bank, setBank] = useState(current?.bank_code ?? '');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const ready = bank !== '' && account.trim() !== '' && password !== '';

  const handleSave = () =>
    mutation.mutate(
      { bank_code: bank, bank_account: account.trim(), password },
      {
        onSuccess: () => {
          showToast(paymentText.subBankSaved, 'success');
          setAccount('');
          setPassword('');
        },
      },
    );

  return (
    <section className="payment-card payment-sub-bank" aria-label={paymentText.subBankTitle}>
      <div className="payment-label">{paymentText.subBankTitle}</div>
      {current && (
        <div className="payment-hint">
          {current.bank_name} {current.bank_account}
        </div>
      )}
      <small className="payment-hint">{paymentText.subBankHint}</small>
      <Selector
        columns={3}
        options={(banks.data ?? []).map((item) => ({ label: item.short_name, value: item.code }))}
        value={bank ? [bank] : []}
        onChange={(values) => setBank(values[0] ?? '')}
      />
      <Input
        aria-label={paymentText.subBankAccount}
        placeholder={paymentText.subBankAccount}
        inputMode="numeric"
        value={account}
        onChange={setAccount}
      />
      <Input
        aria-label={paymentText.subBankPassword}
        placeholder={paymentText.subBankPassword}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {mutation.error && (
        <div className="payment-error" role="alert">
          {mutation.error.message}
        </div>
      )}
      <Button block disabled={!ready} loading={mutation.isPending} onClick={handleSave}>
        {paymentText.subBankSave}
      </Button>
    </section>
  );
};
