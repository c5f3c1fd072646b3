import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useCashbackInfoQuery } from '@features/cashback/api/get-cashback-info';
import { cashbackText } from '@features/cashback/strings';
import { GuestPrompt } from './guest-prompt';
import { LossThisWeek } from './loss-this-week';
import { LossWeeks } from './loss-weeks';
import { WinlossProgramCard } from './winloss-program-card';
import './cashback.css';

type WinlossPageProps = { member: boolean; onBack?: () => void };

/** /winloss and /member/winloss: the weekly refund of net loss; a member sees this week and claims past weeks. */
export const WinlossPage = ({ member, onBack }: WinlossPageProps) => {
  const info = useCashbackInfoQuery();
  return (
    <PageShell title={cashbackText.winlossTitle} onBack={onBack}>
      <div className="cashback-page">
        {info.isPending ? (
          <LoadingBlock lines={4} />
        ) : info.isError ? (
          <ErrorBlock error={info.error} title={cashbackText.loadFailed} onRetry={() => info.refetch()} />
        ) : info.data.winloss.length === 0 ? (
          <EmptyState title={cashbackText.noWinloss} />
        ) : (
          info.data.winloss.map((program) => <WinlossProgramCard key={program.id} program={program} />)
        )}
        {member ? (
          <>
            <LossThisWeek />
            <h2 className="cashback-card__title">{cashbackText.weeksHeading}</h2>
            <LossWeeks />
          </>
        ) : (
          <GuestPrompt />
        )}
      </div>
    </PageShell>
  );
};
