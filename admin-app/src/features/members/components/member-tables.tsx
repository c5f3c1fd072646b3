import { Tag, Typography } from 'antd';
import { z } from 'zod';
import { gamePage, paymentList } from '@contract/admin/members';
import { inboxItem, type InboxItem } from '@contract/inbox';
import { statementAnswer, type StatementLine } from '@contract/wallet';
import { QueryError } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { baht } from '@admin-app/app/money';
import type { AnswerContract } from '@lib/api';
import { Table } from '@admin-app/ui/table';
import { useMemberPart, type PartAnswer } from '../api/member-part';
import { memberStrings as t } from '../strings';

type Column<T> = {
  title: string;
  dataIndex?: keyof T & string;
  render?: (value: never, row: T) => React.ReactNode;
};

/**
 * One tab's table: loading, the server's error with a retry, or the rows (an empty list says so). `contract` is
 * the tab's answer schema, `import.meta.env.DEV && schema` (see @lib/api).
 */
export const PartTable = <T extends { id: number }>({
  memberId,
  part,
  contract,
  columns,
  rowKey = (row) => String(row.id),
}: {
  memberId: number;
  part: string;
  contract: AnswerContract<PartAnswer<T>>;
  columns: Column<T>[];
  rowKey?: (row: T) => string;
}) => {
  const query = useMemberPart<T>(memberId, part, contract);
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={query.isLoading}
      dataSource={query.data?.items ?? []}
      columns={columns as never}
      locale={{ emptyText: t.empty }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      data-testid={`member-${part}`}
    />
  );
};

const money = (amount: number) => (
  <Typography.Text type={amount < 0 ? 'danger' : 'success'}>{baht(amount)}</Typography.Text>
);
const status = (value: string) => <Tag>{t.statuses[value] ?? value}</Tag>;
const time = (iso: string) => formatDateTime(iso);

export const StatementTable = ({ memberId }: { memberId: number }) => (
  <PartTable<StatementLine>
    memberId={memberId}
    part="statement"
    contract={import.meta.env.DEV && statementAnswer}
    columns={[
      { title: t.time, dataIndex: 'created_at', render: time },
      { title: t.type, dataIndex: 'type', render: (v: string) => t.statementTypes[v] ?? v },
      { title: t.description, dataIndex: 'description' },
      { title: t.amount, dataIndex: 'amount', render: money },
      { title: t.balanceAfter, dataIndex: 'balance_after', render: (v: number) => baht(v) },
      { title: t.status, dataIndex: 'status', render: status },
    ]}
  />
);

type GameLine = {
  id: number;
  kind: string;
  provider: string;
  game_code: string;
  round_id: string;
  amount: number;
  status: string;
  created_at: string;
};
export const GamesTable = ({ memberId }: { memberId: number }) => (
  <PartTable<GameLine>
    memberId={memberId}
    part="games"
    contract={import.meta.env.DEV && gamePage}
    columns={[
      { title: t.time, dataIndex: 'created_at', render: time },
      { title: t.type, dataIndex: 'kind', render: (v: string) => t.kinds[v] ?? v },
      { title: t.game, render: (_: never, row: GameLine) => `${row.provider} / ${row.game_code}` },
      { title: t.round, dataIndex: 'round_id' },
      { title: t.amount, dataIndex: 'amount', render: (v: number) => baht(v) },
      { title: t.status, dataIndex: 'status', render: status },
    ]}
  />
);

type PaymentLine = {
  id: number;
  kind: string;
  reference: string;
  channel: string;
  amount: number;
  status: string;
  created_at: string;
};
export const PaymentsTable = ({ memberId }: { memberId: number }) => (
  <PartTable<PaymentLine>
    memberId={memberId}
    part="payments"
    contract={import.meta.env.DEV && paymentList}
    rowKey={(row) => `${row.kind}-${row.id}`}
    columns={[
      { title: t.time, dataIndex: 'created_at', render: time },
      { title: t.type, dataIndex: 'kind', render: (v: string) => t.kinds[v] ?? v },
      { title: t.reference, dataIndex: 'reference' },
      { title: t.channel, dataIndex: 'channel' },
      { title: t.amount, dataIndex: 'amount', render: (v: number) => baht(v) },
      { title: t.status, dataIndex: 'status', render: status },
    ]}
  />
);

const inboxAnswer = z.object({ items: z.array(inboxItem) });

/** What the member was told (deposit credited, withdrawal decided with its reason, a win, an award) and if read. */
export const InboxTable = ({ memberId }: { memberId: number }) => (
  <PartTable<InboxItem>
    memberId={memberId}
    part="inbox"
    contract={import.meta.env.DEV && inboxAnswer}
    columns={[
      { title: t.time, dataIndex: 'created_at', render: time },
      { title: t.inboxTitle, dataIndex: 'title' },
      { title: t.inboxBody, dataIndex: 'body' },
      { title: t.amount, dataIndex: 'amount', render: (v: number | null) => (v === null ? '-' : baht(v)) },
      {
        title: t.inboxState,
        dataIndex: 'read',
        render: (v: boolean) => <Tag color={v ? 'default' : 'gold'}>{t.inboxRead[String(v)]}</Tag>,
      },
    ]}
  />
);
