import type { CategoryFigures, DayFigures, MoneyReport } from '@contract/admin/reports';
import { formatDate } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { reportStrings as s } from '../strings';

const money = (key: keyof typeof s.columns, width?: number) => ({
  title: s.columns[key],
  dataIndex: key,
  width,
  align: 'right' as const,
  render: (v: number) => <Baht value={v} />,
});

const TOTALS = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'adjustments'] as const;

/** Per day, with a total line that is the server's total (the same sums as the CSV). */
export const DayTable = ({ report }: { report: MoneyReport }) => (
  <Table<DayFigures>
    rowKey="day"
    size="small"
    dataSource={report.days}
    pagination={false}
    // Every column has its width and the table scrolls sideways at their sum (a fixed header needs widths): at
    // 390 px the day split a word a line and the headings a syllable a line.
    scroll={{ x: 1000, y: 420 }}
    data-testid="report-days"
    columns={[
      { title: s.columns.day, dataIndex: 'day', width: 130, render: (v: string) => formatDate(v) },
      money('deposits', 120),
      money('withdrawals', 120),
      money('stakes', 120),
      money('wins', 120),
      money('ggr', 120),
      money('bonus_cost', 120),
      money('adjustments', 150),
    ]}
    summary={() => (
      <Table.Summary fixed>
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <b>{s.total}</b>
          </Table.Summary.Cell>
          {TOTALS.map((key, i) => (
            <Table.Summary.Cell key={key} index={i + 1} align="right">
              <Baht value={report.total[key]} strong />
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    )}
  />
);

export const CategoryTable = ({ report }: { report: MoneyReport }) => (
  <Table<CategoryFigures>
    rowKey="category"
    size="small"
    dataSource={report.categories}
    pagination={false}
    locale={{ emptyText: s.noGames }}
    columns={[
      { title: s.columns.category, dataIndex: 'category', render: (v: string) => s.categories[v] ?? v },
      money('stakes'),
      money('wins'),
      money('ggr'),
    ]}
  />
);
