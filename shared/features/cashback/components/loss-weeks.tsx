import { Button } from 'antd-mobile';
import type { LossWeek } from '@contract/rewards/cashback';
import { formatBaht, formatThaiDate, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadMore } from '@ui/load-more';
import { LoadingBlock } from '@ui/loading-block';
import { MoneyText } from '@ui/money-text';
import { showToast } from '@ui/toast';
import { useClaimLossMutation } from '@features/cashback/api/claim-loss';
import { useLossHistoryQuery } from '@features/cashback/api/get-loss-history';
import { cashbackText } from '@features/cashback/strings';

const WeekItem = ({ week }: { week: LossWeek }) => {
  const claim = useClaimLossMutation();
  const handleClaim = () =>
    claim.mutate(week.id, {
      onSuccess: (answer) => showToast(cashbackText.claimed(formatBaht(answer.amount))),
      onError: (error) => showToast(error.message, 'error'),
    });
  return (
    <li className="cashback-card" data-testid="loss-week">
      <div className="cashback-row">
        <strong>{cashbackText.week(formatThaiDate(week.week_start), formatThaiDate(week.week_end))}</strong>
        <span className={`cashback-status cashback-status--${week.status}`}>
          {cashbackText.status[week.status]}
        </span>
      </div>
      <div className="cashback-row cashback-row__sub">
        <span>
          {cashbackText.loss} <MoneyText value={week.loss} />
        </span>
        <MoneyText value={week.amount} unit />
      </div>
      <p className="cashback-card__note">
        {cashbackText.window(formatThaiDateTime(week.opens_at), formatThaiDateTime(week.closes_at))}
      </p>
      {week.status === 'open' && (
        <Button block color="primary" loading={claim.isPending} onClick={handleClaim}>
          {cashbackText.claim}
        </Button>
      )}
    </li>
  );
};

/** The member's weekly refunds: the claimable ones with their button and window, then the rest. */
export const LossWeeks = () => {
  const query = useLossHistoryQuery(true);
  if (query.isPending) return <LoadingBlock lines={4} />;
  if (query.isError)
    return <ErrorBlock error={query.error} title={cashbackText.loadFailed} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState title={cashbackText.noWeeks} description={cashbackText.noWeeksHint} />;
  return (
    <>
      <ul className="cashback-list">
        {items.map((week) => (
          <WeekItem key={week.id} week={week} />
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
};
