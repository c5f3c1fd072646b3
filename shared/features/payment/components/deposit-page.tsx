import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useChannelsQuery } from '@features/payment/api/get-channels';
import { paymentText } from '@features/payment/strings';
import { DepositForm } from './deposit-form';
import { ChannelPicker } from './channel-picker';
import './payment.css';

type DepositPageProps = {
  /** The order exists: the app shows it (the web app goes to /member/payment?order=<id>). */
  onOrder: (orderId: string) => void;
  /** The member's current balance, from the app (this feature does not read the wallets). */
  balance?: ReactNode;
};

/** /member/deposit: choose a channel, an amount, and (for transfers) the account to pay into. */
export const DepositPage = ({ onOrder, balance }: DepositPageProps) => {
  const channels = useChannelsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const firstOpen = channels.data?.find((channel) => channel.available)?.id ?? null;
  const channelId = chosen ?? firstOpen;

  return (
    <PageShell title={paymentText.depositTitle}>
      <div className="payment-page" data-testid="deposit-page">
        {balance}
        {channels.isPending && <LoadingBlock lines={4} />}
        {channels.isError && <ErrorBlock error={channels.error} onRetry={() => void channels.refetch()} />}
        {channels.data && (
          <>
            <div className="payment-label">{paymentText.chooseChannel}</div>
            <ChannelPicker channels={channels.data} value={channelId} onChange={setChosen} />
            {channelId !== null && <DepositForm key={channelId} channelId={channelId} onOrder={onOrder} />}
          </>
        )}
        {channels.data && channelId === null && (
          <Button block disabled>
            {paymentText.channelClosed}
          </Button>
        )}
      </div>
    </PageShell>
  );
};
