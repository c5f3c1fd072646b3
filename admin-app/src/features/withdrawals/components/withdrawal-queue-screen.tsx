import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { formatBaht } from '@lib/format';
import { QueryState } from '@admin-app/ui/money/query-state';
import { ReasonModal } from '@admin-app/ui/money/reason-modal';
import { useDecideWithdrawalMutation } from '../api/decide-withdrawal';
import { useWithdrawalQueueQuery } from '../api/get-queue';
import { withdrawalStrings as s } from '../strings';
import { WithdrawalCard } from './withdrawal-card';

type Open = { item: QueuedWithdrawal; approve: boolean } | null;

/** The queue, oldest first; a decision asks for the reason, and a late second decision shows the server's word. */
export const WithdrawalQueueScreen = ({ mayDecide }: { mayDecide: boolean }) => {
  const query = useWithdrawalQueueQuery();
  const decide = useDecideWithdrawalMutation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);

  const handleDecide = (item: QueuedWithdrawal, approve: boolean) => {
    decide.reset();
    setOpen({ item, approve });
  };
  const handleSubmit = ({ reason }: { reason: string }) => {
    if (!open) return;
    decide.mutate(
      { id: open.item.id, approve: open.approve, reason },
      {
        onSuccess: (answer) => {
          setOpen(null);
          void message.success(answer.status === 'approved' ? s.approved : s.refused);
        },
      },
    );
  };
  const title = open
    ? (open.approve ? s.approveTitle : s.refuseTitle)(
        formatBaht(open.item.amount),
        open.item.member.full_name,
      )
    : '';

  return (
    <div data-testid="withdrawals-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{mayDecide ? s.intro : s.viewOnly}</Typography.Paragraph>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} emptyText={s.empty}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text strong>{s.total(data.total)}</Typography.Text>
            {data.items.map((item) => (
              <WithdrawalCard key={item.id} item={item} onDecide={mayDecide ? handleDecide : undefined} />
            ))}
          </Space>
        )}
      </QueryState>
      <ReasonModal
        open={open !== null}
        title={title}
        okText={open?.approve ? s.approve : s.refuse}
        danger={open ? !open.approve : false}
        pending={decide.isPending}
        error={decide.error}
        onSubmit={handleSubmit}
        onClose={() => setOpen(null)}
      />
    </div>
  );
};
