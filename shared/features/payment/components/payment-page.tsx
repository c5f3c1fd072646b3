import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Result } from 'antd-mobile';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { formatBaht } from '@lib/format';
import { useInquiryStatusQuery } from '@features/payment/api/get-inquiry-status';
import { useQrcodeInfoQuery } from '@features/payment/api/get-qrcode-info';
import { paymentText } from '@features/payment/strings';
import { OrderDetails } from './order-details';
import { SlipUpload } from './slip-upload';
import './payment.css';

type PaymentPageProps = {
  orderId: string;
  /** Called once when the money is in: the app refreshes the wallets. */
  onCredited: () => void;
  onNewDeposit: () => void;
  /** The member's current balance, from the app: it moves when the money lands. */
  balance?: ReactNode;
};

/** /member/payment: the QR (or transfer details) with a countdown, polling until the money lands. */
export const PaymentPage = ({ orderId, onCredited, onNewDeposit, balance }: PaymentPageProps) => {
  const order = useQrcodeInfoQuery(orderId);
  const status = useInquiryStatusQuery(orderId);
  const state = status.data?.status ?? order.data?.status;
  const told = useRef(false);

  useEffect(() => {
    if (state === 'paid' && !told.current) {
      told.current = true;
      onCredited();
    }
  }, [state, onCredited]);

  const body = () => {
    if (order.isPending) return <LoadingBlock lines={6} />;
    if (order.isError) return <ErrorBlock error={order.error} onRetry={() => void order.refetch()} />;
    if (state === 'paid')
      return (
        <Result
          status="success"
          title={paymentText.paidTitle}
          description={paymentText.paidDetail(formatBaht(status.data?.amount ?? order.data.pay_amount))}
        />
      );
    if (state === 'expired' || state === 'failed')
      return (
        <>
          <Result
            status={state === 'expired' ? 'waiting' : 'error'}
            title={state === 'expired' ? paymentText.expiredTitle : paymentText.failedTitle}
            description={state === 'expired' ? paymentText.expiredDetail : paymentText.failedDetail}
          />
          {/* Paid late or never matched: the slip lets staff find the money. */}
          {state === 'expired' && order.data.channel_type !== 'promptpay_qr' ? (
            <SlipUpload orderId={orderId} />
          ) : null}
          <Button block color="primary" onClick={onNewDeposit}>
            {paymentText.newDeposit}
          </Button>
        </>
      );
    return (
      <>
        <OrderDetails order={order.data} />
        {order.data.channel_type !== 'promptpay_qr' ? <SlipUpload orderId={orderId} /> : null}
        {status.isError ? (
          <div className="payment-error" role="alert">
            {status.error.message} — {paymentText.providerTrouble}
            <Button size="small" fill="none" color="primary" onClick={() => void status.refetch()}>
              {paymentText.checkAgain}
            </Button>
          </div>
        ) : (
          <div className="payment-waiting" role="status">
            {paymentText.waiting}
          </div>
        )}
      </>
    );
  };

  return (
    <PageShell title={paymentText.paymentTitle}>
      <div className="payment-page" data-testid="payment-page" data-status={state ?? 'loading'}>
        {balance}
        {body()}
        {state === 'paid' && (
          <Button block fill="outline" onClick={onNewDeposit}>
            {paymentText.newDeposit}
          </Button>
        )}
      </div>
    </PageShell>
  );
};
