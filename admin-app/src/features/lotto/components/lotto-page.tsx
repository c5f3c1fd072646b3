import { Tabs, Typography } from 'antd';
import { lottoStrings as t } from '../strings';
import { BillsTab } from './bills-tab';
import { CalendarTab } from './calendar-tab';
import { MarketsTab } from './markets-tab';
import { RoundsTab } from './rounds-tab';

/** The lotto desk: markets and rates, the draw calendar, rounds with their live board, and the bills search. */
/** `granted`: the signed-in staff member's permissions (the route reads them). */
export const LottoPage = ({ granted }: { granted: ReadonlySet<string> }) => {
  const manage = granted.has('lotto.manage');
  return (
    <div data-testid="lotto-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        defaultActiveKey="rounds"
        items={[
          {
            key: 'rounds',
            label: t.tabs.rounds,
            children: (
              <RoundsTab
                rights={{
                  manage,
                  results: granted.has('lotto.results'),
                  settle: granted.has('lotto.settle'),
                }}
              />
            ),
          },
          { key: 'markets', label: t.tabs.markets, children: <MarketsTab mayManage={manage} /> },
          { key: 'calendar', label: t.tabs.calendar, children: <CalendarTab mayManage={manage} /> },
          { key: 'bills', label: t.tabs.bills, children: <BillsTab /> },
        ]}
      />
    </div>
  );
};
