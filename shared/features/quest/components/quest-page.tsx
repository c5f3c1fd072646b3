import { Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { QuestPeriod } from '@contract/rewards/quest';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useQuestsQuery } from '@features/quest/api/get-quests';
import { secondsLeft } from '@features/quest/lib/countdown';
import { useNow } from '@features/quest/lib/use-now';
import { questText } from '@features/quest/strings';
import { QuestCard } from './quest-card';
import './quest.css';

const PERIODS: QuestPeriod[] = ['daily', 'weekly'];

/** /member/creditfree (web) and /liff/creditfree: the member's daily and weekly quests. */
export const QuestPage = ({ onBack }: { onBack?: () => void }) => {
  const [period, setPeriod] = useState<QuestPeriod>('daily');
  const query = useQuestsQuery();
  const now = useNow();
  const answeredAt = query.dataUpdatedAt;
  const items = (query.data?.items ?? []).filter((item) => item.period === period);
  const periodOver = items.some((item) => secondsLeft(item.seconds_left, answeredAt, now) === 0);
  // A period that ends while the screen is open starts the next one: its quests come fresh from the server.
  useEffect(() => {
    if (periodOver && !query.isFetching) void query.refetch();
  }, [periodOver, query]);

  let body;
  if (query.isPending) body = <LoadingBlock lines={6} />;
  else if (query.isError)
    body = <ErrorBlock error={query.error} title={questText.loadFailed} onRetry={() => query.refetch()} />;
  else if (items.length === 0)
    body = <EmptyState title={questText.empty} description={questText.emptyHint} />;
  else
    body = (
      <div className="quest-list">
        {items.map((item) => (
          <QuestCard
            key={item.id}
            item={item}
            secondsLeft={secondsLeft(item.seconds_left, answeredAt, now)}
          />
        ))}
      </div>
    );

  return (
    <PageShell title={questText.title} onBack={onBack}>
      <div className="quest-page">
        {query.data && query.data.streak > 0 && (
          <p className="quest-streak" data-testid="quest-streak">
            {questText.streak(query.data.streak)}
          </p>
        )}
        <Tabs
          activeKey={period}
          onChange={(key) => setPeriod(key as QuestPeriod)}
          aria-label={questText.tabsLabel}
        >
          {PERIODS.map((key) => (
            <Tabs.Tab key={key} title={questText.tabs[key]} />
          ))}
        </Tabs>
        {body}
      </div>
    </PageShell>
  );
};
