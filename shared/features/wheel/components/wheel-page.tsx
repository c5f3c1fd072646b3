import { useEffect } from 'react';
import { Tabs } from 'antd-mobile';
import { formatNumber } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useWheelConfigQuery } from '@features/wheel/api/get-config';
import { tabChosen, useWheelTab } from '@features/wheel/stores/wheel-store';
import { wheelText, type WheelTab } from '@features/wheel/strings';
import { FairnessPanel } from './fairness-panel';
import { OddsTable } from './odds-table';
import { PointsPanel } from './points-panel';
import { WheelSpinner } from './wheel-spinner';
import { WinnersBoard } from './winners-board';
import './wheel.css';

const TABS: WheelTab[] = [1, 2, 3];
const SPIN_MS = 4500;

type WheelPageProps = {
  onBack?: () => void;
  /** SPEC §4: the tab can be set from outside (2 = points), e.g. `?tab=2`. */
  initialTab?: WheelTab;
  /** The spin animation's length; the tests set 0. */
  spinMs?: number;
};

/** /member/wheel (and /liff/wheel): the fortune wheel, its odds, winners, the member's points and fairness. */
export const WheelPage = ({ onBack, initialTab, spinMs = SPIN_MS }: WheelPageProps) => {
  const query = useWheelConfigQuery();
  const tab = useWheelTab();
  useEffect(() => {
    if (initialTab) tabChosen(initialTab);
  }, [initialTab]);

  return (
    <PageShell title={wheelText.title} onBack={onBack}>
      <div className="wheel-page">
        {query.isPending ? (
          <LoadingBlock lines={6} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} title={wheelText.loadFailed} onRetry={() => query.refetch()} />
        ) : (
          <>
            <div className="wheel-stats">
              <div>
                <small>{wheelText.points}</small>
                <strong data-testid="wheel-points">{formatNumber(query.data.points)}</strong>
              </div>
              <div>
                <small>{wheelText.freeSpins}</small>
                <strong data-testid="wheel-free-spins">
                  {formatNumber(query.data.free_spins)} {wheelText.times}
                </strong>
              </div>
            </div>
            <Tabs
              activeKey={String(tab)}
              onChange={(key) => tabChosen(Number(key) as WheelTab)}
              aria-label={wheelText.tabsLabel}
            >
              {TABS.map((t) => (
                <Tabs.Tab key={String(t)} title={wheelText.tabs[t]} />
              ))}
            </Tabs>
            {tab === 1 &&
              (!query.data.setting.enabled ? (
                <EmptyState title={wheelText.closed} description={wheelText.closedHint} />
              ) : (
                <>
                  <WheelSpinner config={query.data} spinMs={spinMs} />
                  <OddsTable prizes={query.data.prizes} totalWeight={query.data.setting.total_weight} />
                  <WinnersBoard />
                </>
              ))}
            {tab === 2 && <PointsPanel config={query.data} />}
            {tab === 3 && <FairnessPanel fair={query.data.fair} />}
          </>
        )}
      </div>
    </PageShell>
  );
};
