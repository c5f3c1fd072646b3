import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import type { WithdrawInfo } from '@contract/payment';
import { MoneyText } from '@ui/money-text';
import { showToast } from '@ui/toast';
import { useWithdrawMutation } from '@features/payment/api/withdraw';
import { paymentText } from '@features/payment/strings';
import { AmountField } from './amount-field';
import { WithdrawConfirm } from './withdraw-confirm';
import { readWithdrawAmount, withdrawBlockedReason } from './withdraw-rules';
import './payment.css';

// getRandomValues, unlike randomUUID, also works on plain-http origins (a phone testing a LAN dev server).
const newRequestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

type WithdrawFormProps = { info: WithdrawInfo; onWithdrawn: () => void };

/**
 * The request: confirmed first (the wallet is debited at once), with one request id per attempt, so a double
 * tap or a retry after a lost answer withdraws once.
 */
export const WithdrawForm = ({ info, onWithdrawn }: WithdrawFormProps) => {
  const mutation = useWithdrawMutation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [destination, setDestination] = useState<'main' | 'sub'>('main');
  const [confirming, setConfirming] = useState<number | null>(null);
  const requestId = useRef(newRequestId());
  const read = readWithdrawAmount(text, info);
  const blockedReason = withdrawBlockedReason(info);
  const chosen = info.accounts.find((account) => account.destination === destination);
  const chosenLabel = chosen
    ? `${destination === 'main' ? paymentText.mainAccount : paymentText.subAccount} ${chosen.bank_name} ${chosen.bank_account}`
    : '';

  const handleChange = (apply: () => void) => {
    apply();
    requestId.current = newRequestId(); // a different request: a new key
    mutation.reset();
  };

  const handleSubmit = () => {
    setTouched(true);
    if (read.amount !== null) setConfirming(read.amount);
  };

  const handleConfirm = () => {
    if (confirming === null) return;
    setConfirming(null);
    mutation.mutate(
      { amount: confirming, destination, request_id: requestId.current },
      {
        onSuccess: () => {
          showToast(paymentText.withdrawDone, 'success');
          requestId.current = newRequestId();
          setText('');
          setTouched(false);
          onWithdrawn();
        },
      },
    );
  };

  return (
    <div className="payment-form">
      <div className="payment-card payment-balance">
        <span>{paymentText.withdrawable}</span>
        <MoneyText value={info.withdrawable} unit className="payment-balance__value" />
        <small>{paymentText.withdrawableHint}</small>
      </div>
      <div className="payment-label">{paymentText.destination}</div>
      <div className="payment-channels" role="radiogroup" aria-label={paymentText.destination}>
        {info.accounts.map((account) => (
          <button
            key={account.destination}
            type="button"
            role="radio"
            aria-checked={destination === account.destination}
            className={`payment-card payment-channel${destination === account.destination ? ' payment-card--selected' : ''}`}
            onClick={() => handleChange(() => setDestination(account.destination))}
          >
            <span className="payment-channel__name">
              {account.destination === 'main' ? paymentText.mainAccount : paymentText.subAccount}:{' '}
              {account.bank_name}
            </span>
            <span className="payment-channel__limits">
              {account.bank_account} {account.account_name}
            </span>
          </button>
        ))}
      </div>
      <AmountField
        value={text}
        onChange={(value) => handleChange(() => setText(value))}
        error={touched ? read.error : null}
      />
      {mutation.error && (
        <div className="payment-error" role="alert">
          {mutation.error.message}
        </div>
      )}
      {blockedReason && (
        <div className="payment-notice" id="withdraw-blocked" data-testid="withdraw-blocked" role="status">
          {blockedReason}
        </div>
      )}
      <Button
        block
        color="primary"
        size="large"
        disabled={blockedReason !== null}
        loading={mutation.isPending}
        onClick={handleSubmit}
      >
        {paymentText.withdrawButton}
      </Button>
      <WithdrawConfirm
        amount={confirming}
        account={chosenLabel}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
};
