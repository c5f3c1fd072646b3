import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useCashbackInfoQuery } from '@features/cashback/api/get-cashback-info';
import { cashbackText } from '@features/cashback/strings';
import { GuestPrompt } from './guest-prompt';
import { CashbackDays } from './cashback-days';
import { RatesCard } from './rates-card';
import './cashback.css';

type CashbackPageProps = { member: boolean; onBack?: () => void };

/** /cashback: the daily return on turnover per category; a member also sees the days paid. */
export const CashbackPage = ({ member, onBack }: CashbackPageProps) => {
  const info = useCashbackInfoQuery();
  return (
    <PageShell title={cashbackText.cashbackTitle} onBack={onBack}>
      <div className="cashback-page">
        {info.isPending ? (
          <LoadingBlock lines={5} />
        ) : info.isError ? (
          <ErrorBlock error={info.error} title={cashbackText.loadFailed} onRetry={() => info.refetch()} />
        ) : info.data.cashback.length === 0 ? (
          <EmptyState title={cashbackText.noCashback} />
        ) : (
          info.data.cashback.map((program) => <RatesCard key={program.id} program={program} />)
        )}
        <h2 className="cashback-card__title">{cashbackText.historyHeading}</h2>
        {member ? <CashbackDays /> : <GuestPrompt />}
      </div>
    </PageShell>
  );
};
