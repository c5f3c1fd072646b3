import { Modal } from 'antd';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { usePollWinners } from '../api/polls-api';
import { pollStrings as t } from '../strings';

/** Who won a poll and what each was paid (unmasked, for staff). */
export const PollWinnersModal = ({ pollId, onClose }: { pollId: number | null; onClose: () => void }) => {
  const winners = usePollWinners(pollId);
  return (
    <Modal open={pollId !== null} title={t.winnersTitle} footer={null} onCancel={onClose} destroyOnHidden>
      {winners.isError && <QueryError error={winners.error} onRetry={() => winners.refetch()} />}
      <Table
        rowKey="member_id"
        size="small"
        loading={winners.isLoading}
        dataSource={winners.data?.items ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="poll-winners-table"
        columns={[
          { title: t.member, dataIndex: 'username' },
          { title: t.votes, dataIndex: 'votes', align: 'right' },
          { title: t.amount, dataIndex: 'amount', align: 'right', render: (a: number) => formatBaht(a) },
          { title: t.paidAt, dataIndex: 'paid_at', render: (at: string) => formatThaiDateTime(at) },
        ]}
      />
    </Modal>
  );
};
