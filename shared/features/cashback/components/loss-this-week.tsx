import { formatThaiDate } from '@lib/format';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { MoneyText } from '@ui/money-text';
import { useLossCurrentQuery } from '@features/cashback/api/get-loss-current';
import { cashbackText } from '@features/cashback/strings';

/** This week's play so far and the refund it would come to if the week ended now. */
export const LossThisWeek = () => {
  const query = useLossCurrentQuery(true);
  if (query.isPending) return <LoadingBlock lines={3} />;
  if (query.isError)
    return <ErrorBlock error={query.error} title={cashbackText.loadFailed} onRetry={() => query.refetch()} />;
  const { week_start: from, week_end: to, campaigns } = query.data;
  return (
    <>
      {campaigns.map((c) => (
        <section key={c.id} className="cashback-card" data-testid="loss-this-week">
          <h2 className="cashback-card__title">
            {cashbackText.thisWeek} ({formatThaiDate(from)} - {formatThaiDate(to)})
          </h2>
          {(
            [
              [cashbackText.stake, c.stake],
              [cashbackText.win, c.win],
              [cashbackText.loss, Math.max(c.loss, 0)],
              [cashbackText.estimate, c.estimate],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="cashback-row">
              <span>{label}</span>
              <MoneyText value={value} unit />
            </div>
          ))}
        </section>
      ))}
    </>
  );
};
