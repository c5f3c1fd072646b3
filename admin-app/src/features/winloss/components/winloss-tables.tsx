import { Link } from 'react-router-dom';
import type { MemberWinLoss, WinLossReport } from '@contract/admin/winloss';
import { paths } from '@admin-app/app/paths';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { winLossStrings as s } from '../strings';

const figureColumns = [
  {
    title: s.columns.stake,
    dataIndex: 'stake',
    align: 'right' as const,
    render: (v: number) => <Baht value={v} />,
  },
  {
    title: s.columns.win,
    dataIndex: 'win',
    align: 'right' as const,
    render: (v: number) => <Baht value={v} />,
  },
  {
    title: s.columns.net,
    dataIndex: 'net',
    align: 'right' as const,
    render: (v: number) => <Baht value={v} signed strong />,
  },
];

/** Members with their stake, win and net; each links to the member's page. */
export const MemberTable = ({ rows, testId }: { rows: MemberWinLoss[]; testId?: string }) => (
  <Table<MemberWinLoss>
    rowKey="member_id"
    size="small"
    dataSource={rows}
    pagination={false}
    locale={{ emptyText: s.nobody }}
    data-testid={testId}
    columns={[
      {
        title: s.columns.member,
        dataIndex: 'full_name',
        render: (name: string, row) => <Link to={paths.member.getHref(row.member_id)}>{name}</Link>,
      },
      { title: s.columns.phone, dataIndex: 'phone' },
      ...figureColumns,
    ]}
  />
);

type GameRow = WinLossReport['games'][number];
type ProviderRow = WinLossReport['providers'][number];

export const GameTable = ({ rows }: { rows: GameRow[] }) => (
  <Table<GameRow>
    rowKey="game_code"
    size="small"
    dataSource={rows}
    pagination={rows.length > 20 ? { pageSize: 20 } : false}
    locale={{ emptyText: s.noPlay }}
    data-testid="winloss-games"
    columns={[
      { title: s.columns.game, dataIndex: 'game_name' },
      { title: s.columns.provider, dataIndex: 'provider_code' },
      ...figureColumns,
    ]}
  />
);

export const ProviderTable = ({ rows }: { rows: ProviderRow[] }) => (
  <Table<ProviderRow>
    rowKey="provider_code"
    size="small"
    dataSource={rows}
    pagination={false}
    locale={{ emptyText: s.noPlay }}
    data-testid="winloss-providers"
    columns={[{ title: s.columns.provider, dataIndex: 'provider_name' }, ...figureColumns]}
  />
);
