import { formatBaht, formatThaiDateTime } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { formatDate } from '@admin-app/lib/dates';
import { Table } from '@admin-app/ui/table';
import { useCommissionRuns, useRefusals } from '../api/affiliate-api';
import { affiliateStrings as t } from '../strings';

/** One row per Bangkok day the job ran: referrers paid, held and refused. */
export const CommissionRuns = () => {
  const runs = useCommissionRuns();
  return (
    <>
      {runs.isError && <QueryError error={runs.error} onRetry={() => runs.refetch()} />}
      <Table
        rowKey="day"
        size="small"
        loading={runs.isLoading}
        dataSource={runs.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.day, dataIndex: 'day', render: (day: string) => formatDate(day) },
          { title: t.referrers, dataIndex: 'referrers', align: 'right' },
          { title: t.paid, dataIndex: 'paid', render: (v: number) => formatBaht(v), align: 'right' },
          { title: t.held, dataIndex: 'held', render: (v: number) => formatBaht(v), align: 'right' },
          { title: t.refused, dataIndex: 'refused', render: (v: number) => formatBaht(v), align: 'right' },
        ]}
      />
    </>
  );
};

/** Referrals the fraud checks refused at registration (the member joined without a referrer), with why. */
export const RefusedReferrals = () => {
  const refusals = useRefusals();
  return (
    <>
      {refusals.isError && <QueryError error={refusals.error} onRetry={() => refusals.refetch()} />}
      <Table
        rowKey="id"
        size="small"
        loading={refusals.isLoading}
        dataSource={refusals.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        data-testid="affiliate-refusals"
        columns={[
          { title: t.when, dataIndex: 'created_at', render: (v: string) => formatThaiDateTime(v) },
          { title: t.newMember, dataIndex: 'member_phone' },
          { title: t.referrer, dataIndex: 'referrer_phone' },
          { title: t.reason, dataIndex: 'reason', render: (v: string) => t.reasons[v] ?? v },
        ]}
      />
    </>
  );
};
