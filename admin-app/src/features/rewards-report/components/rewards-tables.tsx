import type {
  RewardCampaignRow,
  RewardDayRow,
  RewardDayTotal,
  RewardFigures,
  RewardKindRow,
  RewardsReport,
} from '@contract/admin/rewards-report';
import { formatDate } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { rewardsReportStrings as s } from '../strings';

type FigureKey = keyof RewardFigures;
const MONEY: FigureKey[] = ['amount', 'freebet_won', 'deposit_basis', 'member_deposits'];
const FIGURES: FigureKey[] = [
  'awards',
  'members',
  'amount',
  'points',
  'spins',
  'freebets',
  'freebet_won',
  'deposit_basis',
  'member_deposits',
];

const figureColumns = FIGURES.map((key) => ({
  title: s.columns[key],
  dataIndex: key,
  align: 'right' as const,
  render: (v: number) => (MONEY.includes(key) ? <Baht value={v} /> : v.toLocaleString('th-TH')),
}));
const kindColumn = { title: s.columns.kind, dataIndex: 'kind', render: (v: string) => s.kinds[v] ?? v };

/** One line per campaign and day, with the server's grand total below (the same sums as the CSV). */
export const RewardDayTable = ({ report }: { report: RewardsReport }) => (
  <Table<RewardDayRow>
    rowKey={(r) => `${r.day}-${r.campaign_id}`}
    size="small"
    dataSource={report.rows}
    pagination={{ pageSize: 50, hideOnSinglePage: true }}
    scroll={{ x: true }}
    locale={{ emptyText: s.empty }}
    data-testid="rewards-days"
    columns={[
      { title: s.columns.day, dataIndex: 'day', render: (v: string) => formatDate(v) },
      { title: s.columns.name, dataIndex: 'name' },
      kindColumn,
      ...figureColumns,
    ]}
    summary={() => (
      <Table.Summary fixed>
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <b>{s.total}</b>
          </Table.Summary.Cell>
          {FIGURES.map((key, i) => (
            <Table.Summary.Cell key={key} index={i + 3} align="right">
              {MONEY.includes(key) ? (
                <Baht value={report.total[key]} strong />
              ) : (
                <b>{report.total[key].toLocaleString('th-TH')}</b>
              )}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    )}
  />
);

export const RewardCampaignTable = ({ report }: { report: RewardsReport }) => (
  <Table<RewardCampaignRow>
    rowKey="campaign_id"
    size="small"
    dataSource={report.campaigns}
    pagination={false}
    scroll={{ x: true }}
    locale={{ emptyText: s.empty }}
    columns={[{ title: s.columns.name, dataIndex: 'name' }, kindColumn, ...figureColumns]}
  />
);

export const RewardKindTable = ({ report }: { report: RewardsReport }) => (
  <Table<RewardKindRow>
    rowKey="kind"
    size="small"
    dataSource={report.kinds}
    pagination={false}
    scroll={{ x: true }}
    locale={{ emptyText: s.empty }}
    data-testid="rewards-kinds"
    columns={[kindColumn, ...figureColumns]}
  />
);

export const RewardDayTotalTable = ({ report }: { report: RewardsReport }) => (
  <Table<RewardDayTotal>
    rowKey="day"
    size="small"
    dataSource={report.days}
    pagination={false}
    scroll={{ x: true, y: 420 }}
    locale={{ emptyText: s.empty }}
    data-testid="rewards-day-totals"
    columns={[
      { title: s.columns.day, dataIndex: 'day', render: (v: string) => formatDate(v) },
      ...figureColumns,
    ]}
  />
);
