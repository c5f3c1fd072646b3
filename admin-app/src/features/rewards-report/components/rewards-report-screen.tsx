import { App, Button, Card, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { RewardsReportQuery } from '@contract/admin/rewards-report';
import { QueryState } from '@admin-app/ui/money/query-state';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';
import { downloadRewardsCsv, useRewardsReportQuery } from '../api/get-rewards-report';
import { rewardsReportStrings as s } from '../strings';
import { RewardCampaignTable, RewardDayTable, RewardDayTotalTable, RewardKindTable } from './rewards-tables';

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/** Bonus cost per campaign and per day next to the deposits it brought: this month so far by default. */
export const RewardsReportScreen = () => {
  const [range, setRange] = useState<RewardsReportQuery>({
    from: day(dayjs().startOf('month')),
    to: day(dayjs()),
  });
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
        <DatePicker.RangePicker
          format={pickerDay}
          locale={pickerLocale}
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(values) =>
            values?.[0] && values[1] && setRange({ from: day(values[0]), to: day(values[1]) })
          }
        />
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
