import type { WheelConfigV2Answer } from '@contract/rewards/wheel';
import { formatNumber, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useWheelHistoryQuery } from '@features/wheel/api/get-history';
import { prizeText } from '@features/wheel/lib/prize-text';
import { wheelText } from '@features/wheel/strings';

/** Tab 2 (SPEC §4: points): the member's points and free spins, the price of a spin, and their own spins. */
export const PointsPanel = ({ config }: { config: WheelConfigV2Answer }) => {
  const history = useWheelHistoryQuery();
  return (
    <>
      <section className="wheel-card">
        <p>{wheelText.spinCost(config.setting.points_per_spin)}</p>
      </section>
      <section className="wheel-card" aria-label={wheelText.historyTitle}>
        <h2 className="wheel-card__title">{wheelText.historyTitle}</h2>
        {history.isPending ? (
          <LoadingBlock lines={3} title={false} />
        ) : history.isError ? (
          <ErrorBlock error={history.error} title={wheelText.loadFailed} onRetry={() => history.refetch()} />
        ) : history.data.spins.length === 0 ? (
          <EmptyState title={wheelText.historyEmpty} />
        ) : (
          <ul className="wheel-list">
            {history.data.spins.map((s) => (
              <li key={s.spin_id} className="wheel-list__item" data-testid="wheel-history-row">
                <strong>{s.prize.label}</strong>
                <span>{prizeText(s.prize.type, s.prize.amount)}</span>
                <small className="wheel-muted">
                  {s.cost === 'free' ? wheelText.costFree : wheelText.costPoints(s.points_cost)} ·{' '}
                  {formatThaiDateTime(s.created_at)}
                </small>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="wheel-muted wheel-center">
        {wheelText.points}: {formatNumber(config.points)} {wheelText.pointsUnit}
      </p>
    </>
  );
};
