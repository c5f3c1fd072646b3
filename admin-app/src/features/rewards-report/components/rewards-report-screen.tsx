import { App, Button, Card, Space, Typography } from 'antd';
import { QueryState } from '@admin-app/ui/money/query-state';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';
import { downloadRewardsCsv, useRewardsReportQuery } from '../api/get-rewards-report';
import { rewardsReportStrings as s } from '../strings';
import { RewardCampaignTable, RewardDayTable, RewardDayTotalTable, RewardKindTable } from './rewards-tables';

/** Bonus cost per campaign and per day next to the deposits it brought: this month so far by default. */
export const RewardsReportScreen = () => {
  const [range, setRange] = useMonthToDate();
  const query = useRewardsReportQuery(range);
  const { message } = App.useApp();
  const handleDownload = () => downloadRewardsCsv(range).catch(() => void message.error(s.downloadFailed));
  return (
    <div data-testid="rewards-report-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{s.range}</span>
        <DayRangePicker range={range} onChange={setRange} />
        <Button onClick={() => void handleDownload()} data-testid="rewards-csv">
          {s.csv}
        </Button>
      </Space>
      <QueryState query={query}>
        {(report) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={s.byKind}>
              <RewardKindTable report={report} />
            </Card>
            <Card size="small" title={s.dayTotals}>
              <RewardDayTotalTable report={report} />
            </Card>
            <Card size="small" title={s.byCampaign}>
              <RewardCampaignTable report={report} />
            </Card>
            <Card size="small" title={s.byDay}>
              <RewardDayTable report={report} />
            </Card>
          </Space>
        )}
      </QueryState>
    </div>
  );
};
