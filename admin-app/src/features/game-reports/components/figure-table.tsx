import type { GameReportLine } from '@contract/admin/game-reports';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { gameReportStrings as s } from '../strings';

type Level = 'provider' | 'studio' | 'game';
/** A count as the totals above write it: 2,216, not 2216. */
export const count = (v: number) => v.toLocaleString('th-TH');
const rate = (v: number | null) => (v === null ? '-' : `${v.toFixed(2)}%`);
const byNumber = (key: keyof GameReportLine) => (a: GameReportLine, b: GameReportLine) =>
  Number(a[key] ?? -1) - Number(b[key] ?? -1);

/** One level of the report, every column sortable; rows come sorted by stake, largest first. */
export const FigureTable = ({ level, rows }: { level: Level; rows: GameReportLine[] }) => {
  const c = s.columns;
  const names = [
    {
      title: c.provider,
      dataIndex: 'provider_name',
      sorter: (a: GameReportLine, b: GameReportLine) => a.provider_name.localeCompare(b.provider_name),
    },
    ...(level === 'provider'
      ? []
      : [
          {
            title: c.studio,
            dataIndex: 'studio_name',
            render: (v: string) => v || s.noStudio,
            sorter: (a: GameReportLine, b: GameReportLine) => a.studio_name.localeCompare(b.studio_name),
          },
        ]),
    ...(level === 'game'
      ? [
          {
            title: c.game,
            dataIndex: 'game_name',
            sorter: (a: GameReportLine, b: GameReportLine) => a.game_name.localeCompare(b.game_name),
          },
          { title: c.category, dataIndex: 'category', render: (v: string) => s.categories[v] ?? v },
        ]
      : []),
  ];
  const money = (title: string, key: 'stake' | 'win' | 'ggr') => ({
    title,
    dataIndex: key,
    align: 'right' as const,
    sorter: byNumber(key),
    render: (v: number) => <Baht value={v} strong={key === 'ggr'} />,
  });
  return (
    <Table<GameReportLine>
      rowKey={(row) => `${row.provider_code}:${row.studio_id ?? ''}:${row.game_code}`}
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      // On a phone the columns scroll sideways at their own width instead of splitting a heading a word a line.
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '-' }}
      data-testid={`game-report-${level}`}
      columns={[
        ...names,
        { title: c.bets, dataIndex: 'bets', align: 'right', sorter: byNumber('bets'), render: count },
        money(c.stake, 'stake'),
        money(c.win, 'win'),
        money(c.ggr, 'ggr'),
        {
          title: c.realised,
          dataIndex: 'realised_rtp',
          align: 'right',
          sorter: byNumber('realised_rtp'),
          render: rate,
        },
        {
          title: c.published,
          dataIndex: 'published_rtp',
          align: 'right',
          sorter: byNumber('published_rtp'),
          render: rate,
        },
        {
          title: c.players,
          dataIndex: 'players',
          align: 'right',
          sorter: byNumber('players'),
          render: count,
        },
      ]}
    />
  );
};
