import { App, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import type { BroadcastView } from '@contract/line/broadcast';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import {
  useBroadcastsQuery,
  useCancelBroadcast,
  useSendBroadcast,
  useTestBroadcast,
} from '../api/broadcasts-api';
import { broadcastStrings as strings } from '../strings';
import { ScheduleButton } from './schedule-button';

const t = strings.list;
const statusColor = {
  draft: 'default',
  scheduled: 'blue',
  sending: 'processing',
  sent: 'green',
  cancelled: 'red',
} as const;
const count = (n: number) => n.toLocaleString('th-TH');

/** A draft's and a scheduled broadcast's actions: test, send now, schedule, cancel. */
const Actions = ({ broadcast }: { broadcast: BroadcastView }) => {
  const { message } = App.useApp();
  const test = useTestBroadcast();
  const send = useSendBroadcast();
  const cancel = useCancelBroadcast();
  const failed = (error: unknown) => void message.error(errorText(error));
  const { id, status } = broadcast;
  if (status !== 'draft' && status !== 'scheduled') return null;
  return (
    <Space wrap size="small">
      <Button
        size="small"
        loading={test.isPending}
        onClick={() => test.mutate(id, { onSuccess: () => void message.success(t.tested), onError: failed })}
      >
        {t.test}
      </Button>
      {status === 'draft' ? (
        <>
          <Popconfirm
            title={t.confirmSend}
            okText={t.yes}
            cancelText={t.no}
            onConfirm={() =>
              send.mutate(
                { id, scheduled_at: null },
                { onSuccess: () => void message.success(t.sent), onError: failed },
              )
            }
          >
            <Button size="small" type="primary" loading={send.isPending}>
              {t.sendNow}
            </Button>
          </Popconfirm>
          <ScheduleButton id={id} />
        </>
      ) : null}
      <Popconfirm
        title={t.confirmCancel}
        okText={t.yes}
        cancelText={t.no}
        onConfirm={() =>
          cancel.mutate(id, { onSuccess: () => void message.success(t.cancelled), onError: failed })
        }
      >
        <Button size="small" danger loading={cancel.isPending}>
          {t.cancel}
        </Button>
      </Popconfirm>
    </Space>
  );
};

/** The agent's broadcasts with what each reached: recipients, delivered, opened, deposited. */
export const BroadcastList = () => {
  const broadcasts = useBroadcastsQuery();
  if (broadcasts.isError) return <QueryError error={broadcasts.error} onRetry={() => broadcasts.refetch()} />;
  return (
    <Card title={t.title} data-testid="broadcast-list">
      <Table<BroadcastView>
        rowKey="id"
        size="small"
        loading={broadcasts.isLoading}
        dataSource={broadcasts.data?.broadcasts ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
        // Wide enough that no column is squeezed to a word a line: a desktop shows it whole, a phone scrolls it.
        scroll={{ x: 940 }}
        columns={[
          {
            title: t.columns.title,
            dataIndex: 'title',
            width: 200,
            render: (title: string, b) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Text type="secondary">{strings.segment.kinds[b.segment.kind]}</Typography.Text>
                {b.failure ? <Typography.Text type="danger">{b.failure}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            title: t.columns.status,
            dataIndex: 'status',
            width: 90,
            render: (status: BroadcastView['status']) => (
              <Tag color={statusColor[status]}>{t.status[status]}</Tag>
            ),
          },
          {
            title: t.columns.when,
            key: 'when',
            width: 140,
            render: (_, b) =>
              b.started_at
                ? `${t.startedAt} ${formatDateTime(b.started_at)}`
                : b.scheduled_at
                  ? `${t.scheduledAt} ${formatDateTime(b.scheduled_at)}`
                  : formatDateTime(b.created_at),
          },
          { title: t.columns.sent, dataIndex: 'sent', width: 70, align: 'right', render: count },
          { title: t.columns.delivered, dataIndex: 'delivered', width: 70, align: 'right', render: count },
          { title: t.columns.opened, dataIndex: 'opened', width: 70, align: 'right', render: count },
          {
            title: t.columns.deposited,
            key: 'deposited',
            width: 120,
            align: 'right',
            render: (_, b) => (
              <Space direction="vertical" size={0} align="end">
                <span>{count(b.deposited)}</span>
                <Baht value={b.deposit_amount} />
                <Typography.Text type="secondary">{t.depositedWithin(b.attribution_hours)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t.columns.actions,
            key: 'actions',
            width: 180,
            render: (_, b) => <Actions broadcast={b} />,
          },
        ]}
      />
    </Card>
  );
};
