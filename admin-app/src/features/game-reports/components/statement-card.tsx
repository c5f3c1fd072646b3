import { App, Button, Card, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { StatementLine } from '@contract/admin/game-reports';
import { isApiError } from '@lib/api-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { pickerLocale } from '@admin-app/ui/money/picker-format';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Table } from '@admin-app/ui/table';
import { downloadStatementCsv, useStatement } from '../api/game-reports-api';
import { gameReportStrings as s } from '../strings';
import { count } from './figure-table';

const PROVIDER = 'hub88';
const monthLabel = (value: Dayjs) => value.locale('th').format('MMMM BBBB');
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** The aggregator's month per studio with the share owed, to reconcile with the aggregator's own statement. */
export const StatementCard = () => {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const statement = useStatement(month, PROVIDER);
  const { message } = App.useApp();
  const t = s.statement;
  const money = (title: string, key: 'stake' | 'win' | 'rolled_back' | 'ggr' | 'owed') => ({
    title,
    dataIndex: key,
    align: 'right' as const,
    render: (v: number) => <Baht value={v} strong={key === 'owed'} />,
  });
  return (
    <Card title={t.title} data-testid="statement-card">
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t.month}</span>
        <DatePicker
          picker="month"
          allowClear={false}
          locale={pickerLocale}
          format={monthLabel}
          value={dayjs(`${month}-01`)}
          onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        />
        <Button
          data-testid="statement-csv"
          onClick={() =>
            void downloadStatementCsv(month, PROVIDER).catch(
              (e: unknown) => void message.error(isApiError(e) ? e.message : s.downloadFailed),
            )
          }
        >
          {t.csv}
        </Button>
      </Space>
      <QueryState query={statement}>
        {(data) => (
          <Table<StatementLine>
            rowKey={(row) => String(row.studio_id ?? 'none')}
            size="small"
            pagination={false}
            dataSource={data.studios}
            locale={{ emptyText: t.empty }}
            scroll={{ x: 'max-content' }}
            data-testid="statement-table"
            // A month without play has no total to show: zeros under the empty text read as a result.
            summary={() =>
              data.studios.length > 0 && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <strong>{data.total.studio_name}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {count(data.total.bets)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Baht value={data.total.stake} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {count(data.total.wins)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <Baht value={data.total.win} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {count(data.total.rollbacks)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="right">
                    <Baht value={data.total.rolled_back} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7} align="right">
                    <Baht value={data.total.ggr} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={8} />
                  <Table.Summary.Cell index={9} align="right">
                    <span data-testid="statement-owed">
                      <Baht value={data.total.owed} strong />
                    </span>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={10}>{when(data.total.first_at)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={11}>{when(data.total.last_at)}</Table.Summary.Cell>
                </Table.Summary.Row>
              )
            }
            columns={[
              { title: s.studio, dataIndex: 'studio_name' },
              { title: t.bets, dataIndex: 'bets', align: 'right', render: count },
              money(t.stake, 'stake'),
              { title: t.wins, dataIndex: 'wins', align: 'right', render: count },
              money(t.win, 'win'),
              { title: t.rollbacks, dataIndex: 'rollbacks', align: 'right', render: count },
              money(t.rolledBack, 'rolled_back'),
              money(t.ggr, 'ggr'),
              {
                title: t.share,
                dataIndex: 'share_percent',
                align: 'right',
                render: (v: number) => `${v.toFixed(2)}%`,
              },
              money(t.owed, 'owed'),
              { title: t.first, dataIndex: 'first_at', render: when },
              { title: t.last, dataIndex: 'last_at', render: when },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
};
