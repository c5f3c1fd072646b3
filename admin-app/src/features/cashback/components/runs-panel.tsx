import { App, Button, DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CashbackRun } from '@contract/rewards/cashback-admin';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { Table } from '@admin-app/ui/table';
import { useCashbackRerun, useCashbackRuns, type CashbackKind } from '../api/cashback-api';
import { cashbackStrings as t } from '../strings';

/** The job's runs per day or week, and a re-run of an ended period that pays only what is missing. */
export const RunsPanel = ({ kind, mayManage }: { kind: CashbackKind; mayManage: boolean }) => {
  const { message } = App.useApp();
  const runs = useCashbackRuns(kind);
  const rerun = useCashbackRerun();
  const [period, setPeriod] = useState<Dayjs | null>(null);
  const handleRerun = () => {
    if (!period) return;
    // A week is named by its Monday, whichever day of it was picked (dayjs: Sunday 0 ... Saturday 6).
    const day = kind === 'winloss' ? period.subtract((period.day() + 6) % 7, 'day') : period;
    rerun.mutate(
      { kind, period: day.format('YYYY-MM-DD') },
      {
        onSuccess: (answer) => void message.success(t.rerunDone(answer.paid, answer.total, answer.replayed)),
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };
  return (
    <>
      <Typography.Title level={5}>{t.runs}</Typography.Title>
      {mayManage && (
        <Space style={{ marginBottom: 12 }} wrap>
          <DatePicker picker={kind === 'winloss' ? 'week' : 'date'} value={period} onChange={setPeriod} />
          <Button
            onClick={handleRerun}
            disabled={!period}
            loading={rerun.isPending}
            data-testid="cashback-rerun"
          >
            {t.rerun}
          </Button>
          <Typography.Text type="secondary">{t.rerunHint}</Typography.Text>
        </Space>
      )}
      {runs.isError ? (
        <QueryError error={runs.error} onRetry={() => runs.refetch()} />
      ) : (
        <Table<CashbackRun>
          rowKey="period"
          size="small"
          loading={runs.isPending}
          dataSource={runs.data?.items ?? []}
          pagination={false}
          columns={[
            { title: t.period[kind], dataIndex: 'period' },
            { title: t.members, dataIndex: 'members', align: 'right' },
            { title: t.total, dataIndex: 'total', align: 'right', render: (v: number) => v.toFixed(2) },
            ...(kind === 'winloss'
              ? [
                  { title: t.claimed, dataIndex: 'claimed_members', align: 'right' as const },
                  {
                    title: `${t.claimed} (${t.total})`,
                    dataIndex: 'claimed_total',
                    align: 'right' as const,
                    render: (v: number) => v.toFixed(2),
                  },
                ]
              : []),
            {
              title: t.finished,
              dataIndex: 'finished_at',
              render: (v: string | null) => (v ? formatDateTime(v) : t.notFinished),
            },
            { title: t.attempts, dataIndex: 'attempts', align: 'right' },
          ]}
        />
      )}
    </>
  );
};
