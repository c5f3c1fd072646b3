import { App, Button, Card, Tag } from 'antd';
import type { AdminFreebet } from '@contract/games/hub88-freebets';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Table } from '@admin-app/ui/table';
import { useFreebetProblemsQuery, useRetryFreebet } from '../api/freebets';
import { rewardsReportStrings as s } from '../strings';

/**
 * Free bets the rewards engine granted that Hub88 has not created: refused for good (with Hub88's answer) or
 * waiting for their next attempt after an error. Staff with `rewards.manage` may send a failed one again.
 */
export const FreebetProblems = ({ mayManage = false }: { mayManage?: boolean }) => {
  const query = useFreebetProblemsQuery();
  const retry = useRetryFreebet();
  const { message } = App.useApp();
  const send = (id: number) =>
    retry.mutate(id, {
      onSuccess: () => void message.success(s.freebets.retried),
      onError: (error) => void message.error(error.message),
    });
  return (
    <Card size="small" title={s.freebets.title} style={{ marginTop: 16 }} data-testid="freebet-problems">
      <QueryState query={query}>
        {(data) => (
          <Table<AdminFreebet>
            rowKey="id"
            size="small"
            dataSource={data.items}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: s.freebets.empty }}
            columns={[
              { title: s.freebets.member, dataIndex: 'member_username' },
              { title: s.columns.name, dataIndex: 'campaign_name' },
              { title: s.freebets.game, dataIndex: 'game_name' },
              { title: s.freebets.count, dataIndex: 'bet_count', align: 'right' },
              {
                title: s.freebets.value,
                dataIndex: 'bet_value',
                align: 'right',
                render: (v: number) => <Baht value={v} />,
              },
              { title: s.freebets.endsAt, dataIndex: 'ends_at', render: (v: string) => formatDateTime(v) },
              {
                title: s.freebets.status,
                dataIndex: 'status',
                render: (v: AdminFreebet['status'], row) => (
                  <Tag color={v === 'failed' ? 'red' : 'orange'}>
                    {s.freebets.states[v]} ({row.attempts})
                  </Tag>
                ),
              },
              { title: s.freebets.error, dataIndex: 'last_error' },
              ...(mayManage
                ? [
                    {
                      title: '',
                      key: 'retry',
                      render: (_: unknown, row: AdminFreebet) =>
                        row.status === 'failed' && (
                          <Button size="small" loading={retry.isPending} onClick={() => send(row.id)}>
                            {s.freebets.retry}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
};
