import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useGenerateQrMutation } from '@features/payment/api/generate-qr';
import { usePaymentInfoQuery } from '@features/payment/api/get-payment-info';
import { paymentText } from '@features/payment/strings';
import { AccountCard } from './account-card';
import { AmountField } from './amount-field';
import { readAmount } from './amount-rules';
import { DepositNotice } from './deposit-notice';
import './payment.css';

type DepositFormProps = { channelId: number; onOrder: (orderId: string) => void };

/** The chosen channel: amount with quick picks, the agent's accounts (transfer channels), the notice. */
export const DepositForm = ({ channelId, onOrder }: DepositFormProps) => {
  const info = usePaymentInfoQuery(channelId);
  const generate = useGenerateQrMutation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [accountId, setAccountId] = useState<number | null>(null);

  if (info.isPending) return <LoadingBlock lines={3} />;
  if (info.isError) return <ErrorBlock error={info.error} onRetry={() => void info.refetch()} />;
  const {
    channel,
    sub_channels: accounts,
    quick_amounts: quick,
    notice,
    pending_order_id: pending,
  } = info.data;
  const isQr = channel.type === 'promptpay_qr';
  const account = accounts.find((candidate) => candidate.id === accountId) ?? accounts[0] ?? null;
  const read = readAmount(text, { min: channel.min_amount, max: channel.max_amount });

  const handleSubmit = () => {
    setTouched(true);
    if (read.amount === null) return;
    generate.mutate(
      { channel_id: channel.id, sub_channel_id: account?.id ?? null, amount: read.amount },
      { onSuccess: (order) => onOrder(order.order_id) },
    );
  };

  return (
    <div className="payment-form">
      {pending && (
        <Button block fill="outline" color="warning" onClick={() => onOrder(pending)}>
          {paymentText.continueOrder}
        </Button>
      )}
      <AmountField
        value={text}
        onChange={(value) => {
          setText(value);
          generate.reset();
        }}
        quickAmounts={quick}
        error={touched ? read.error : null}
      />
      {!isQr && accounts.length > 0 && (
        <div role="radiogroup" aria-label={paymentText.chooseAccount}>
          <div className="payment-label">{paymentText.chooseAccount}</div>
          {accounts.map((candidate) => (
            <AccountCard
              key={candidate.id}
              account={candidate}
              selected={candidate.id === account?.id}
              onSelect={() => setAccountId(candidate.id)}
            />
          ))}
        </div>
      )}
      <DepositNotice lines={notice} />
      {generate.error && (
        <div className="payment-error" role="alert">
          {generate.error.message}
        </div>
      )}
      <Button block color="primary" size="large" loading={generate.isPending} onClick={handleSubmit}>
        {isQr ? paymentText.createQr : paymentText.createTransfer}
      </Button>
    </div>
  );
};
