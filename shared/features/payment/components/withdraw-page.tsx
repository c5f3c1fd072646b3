import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useWithdrawInfoQuery } from '@features/payment/api/get-withdraw-info';
import { paymentText } from '@features/payment/strings';
import { SubBankForm } from './sub-bank-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import './payment.css';

type WithdrawPageProps = {
  /** A withdrawal was requested (its amount left the wallet): the app refreshes the wallets. */
  onWithdrawn: () => void;
};

/** /member/withdraw: withdrawable balance, the destination account, the amount, pending and recent requests. */
export const WithdrawPage = ({ onWithdrawn }: WithdrawPageProps) => {
  const info = useWithdrawInfoQuery();
  return (
    <PageShell title={paymentText.withdrawTitle}>
      <div className="payment-page" data-testid="withdraw-page">
        {info.isPending && <LoadingBlock lines={5} />}
        {info.isError && <ErrorBlock error={info.error} onRetry={() => void info.refetch()} />}
        {info.data && (
          <>
            <WithdrawForm info={info.data} onWithdrawn={onWithdrawn} />
            {info.data.pending.length > 0 && (
              <WithdrawalList title={paymentText.pendingTitle} items={info.data.pending} />
            )}
            {/* "No withdrawals yet" under a pending one reads as if the request were lost. */}
            {(info.data.recent.length > 0 || info.data.pending.length === 0) && (
              <WithdrawalList title={paymentText.recentTitle} items={info.data.recent} />
            )}
            <SubBankForm
              current={info.data.accounts.find((account) => account.destination === 'sub') ?? null}
            />
          </>
        )}
      </div>
    </PageShell>
  );
};
