import { App, Button, Card, Space, Typography } from 'antd';
import { QueryState } from '@admin-app/ui/money/query-state';
import { downloadReportCsv, useMoneyReportQuery } from '../api/get-report';
import { reportStrings as s } from '../strings';
import { CategoryTable, DayTable } from './report-tables';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';

/** This month so far by default; any range up to a year; CSV per day or per category. */
export const ReportsScreen = () => {
  const [range, setRange] = useMonthToDate();
  const query = useMoneyReportQuery(range);
  const { message } = App.useApp();
  const handleDownload = (by: 'day' | 'category' | 'member') =>
    downloadReportCsv(range, by).catch(() => void message.error(s.downloadFailed));
  return (
    <div data-testid="reports-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{s.range}</span>
        <DayRangePicker range={range} onChange={setRange} />
        <Button onClick={() => void handleDownload('day')} data-testid="csv-days">
          {s.csvDays}
        </Button>
        <Button onClick={() => void handleDownload('category')}>{s.csvCategories}</Button>
        <Button onClick={() => void handleDownload('member')} data-testid="csv-members">
          {s.csvMembers}
        </Button>
      </Space>
      <QueryState query={query}>
        {(report) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={s.byDay}>
              <DayTable report={report} />
            </Card>
            <Card size="small" title={s.byCategory}>
              <CategoryTable report={report} />
            </Card>
          </Space>
        )}
      </QueryState>
    </div>
  );
};
