import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Dashboard } from '@contract/admin/dashboard';
import { formatBaht } from '@lib/format';
import { formatDateTime } from '@admin-app/lib/dates';
import { BarChart, ChartLegend, type BarSeries } from '@admin-app/ui/money/bar-chart';
import { QueryState } from '@admin-app/ui/money/query-state';
import dayjs from 'dayjs';
import { useDashboardQuery } from '../api/get-dashboard';
import { dashboardStrings as s } from '../strings';
import { FigureCards } from './figure-cards';

const series: BarSeries[] = [
  { key: 'deposits', label: s.chartDeposits, color: '#3b4cca' },
  { key: 'withdrawals', label: s.chartWithdrawals, color: '#fa8c16' },
  { key: 'ggr', label: s.chartGgr, color: '#52c41a' },
];

type DashboardScreenProps = { withdrawalsPath: string; transfersPath: string; adjustmentsPath: string };

/** The queues the role may work on (the server answers null for the others), each with a link to its page. */
const Queues = ({
  data,
  withdrawalsPath,
  transfersPath,
  adjustmentsPath,
}: { data: Dashboard } & DashboardScreenProps) => {
  const navigate = useNavigate();
  const {
    withdrawals_waiting: waiting,
    withdrawals_waiting_amount: held,
    transfers_to_review: review,
    adjustments_to_approve: adjustments,
  } = data.queues;
  if (waiting === null && review === null && adjustments === null) return null;
  return (
    <Card title={s.queues} size="small" data-testid="dashboard-queues">
      <Row gutter={[16, 16]}>
        {waiting !== null ? (
          <Col xs={24} sm={12}>
            <Space align="end" wrap>
              <Statistic title={s.withdrawalsWaiting} value={waiting} />
              <Typography.Text type="secondary">{s.withdrawalsHeld(formatBaht(held ?? 0))}</Typography.Text>
              <Button size="small" onClick={() => navigate(withdrawalsPath)}>
                {s.open}
              </Button>
            </Space>
          </Col>
        ) : null}
        {review !== null ? (
          <Col xs={24} sm={12}>
            <Space align="end" wrap>
              <Statistic title={s.transfersToReview} value={review} />
              <Button size="small" onClick={() => navigate(transfersPath)}>
                {s.open}
              </Button>
            </Space>
          </Col>
        ) : null}
        {adjustments !== null ? (
          <Col xs={24} sm={12}>
            <Space align="end" wrap>
              <Statistic title={s.adjustmentsToApprove} value={adjustments} />
              <Button size="small" onClick={() => navigate(adjustmentsPath)}>
                {s.open}
              </Button>
            </Space>
          </Col>
        ) : null}
      </Row>
    </Card>
  );
};

const Chart = ({ month, days }: { month: string; days: NonNullable<Dashboard['chart']> }) => (
  <Card
    title={s.chartTitle(dayjs(month).format('MMMM BBBB'))}
    size="small"
    extra={<ChartLegend series={series} />}
  >
    <BarChart
      series={series}
      items={days.map((day) => ({
        label: String(dayjs(day.day).date()),
        title: dayjs(day.day).format('D MMM BBBB'),
        values: { deposits: day.deposits, withdrawals: day.withdrawals, ggr: day.ggr },
      }))}
    />
  </Card>
);

/** Today, this month, the queues and a bar per day; polled every 10 s. */
export const DashboardScreen = (props: DashboardScreenProps) => {
  const query = useDashboardQuery();
  return (
    <div data-testid="dashboard-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <QueryState query={query}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{s.updated(formatDateTime(data.generated_at))}</Typography.Text>
            <Queues data={data} {...props} />
            <FigureCards
              title={s.today}
              figures={data.today_figures}
              members={data.members.today}
              testId="dashboard-today"
            />
            <FigureCards
              title={s.month}
              figures={data.month_figures}
              members={data.members.month}
              testId="dashboard-month"
            />
            {data.chart ? <Chart month={data.month_start} days={data.chart} /> : null}
          </Space>
        )}
      </QueryState>
    </div>
  );
};
