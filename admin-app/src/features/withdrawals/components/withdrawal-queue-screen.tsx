import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { QueryState } from '@admin-app/ui/money/query-state';
import { useDecideWithdrawalMutation, type Decision } from '../api/decide-withdrawal';
import { useWithdrawalQueueQuery } from '../api/get-queue';
import { withdrawalStrings as s } from '../strings';
import { DecisionModal, type DecisionVerb } from './decision-modal';
import { WithdrawalCard } from './withdrawal-card';

type Open = { item: QueuedWithdrawal; verb: DecisionVerb } | null;

const doneText = { approve: s.approved, paid: s.paidRecorded, refuse: s.refused } as const;

/** The queue, oldest first; a decision asks for the note (and the payout or the member's reason). */
export const WithdrawalQueueScreen = ({ mayDecide }: { mayDecide: boolean }) => {
  const query = useWithdrawalQueueQuery();
  const decide = useDecideWithdrawalMutation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);

  const handleDecide = (item: QueuedWithdrawal, verb: DecisionVerb) => {
    decide.reset();
    setOpen({ item, verb });
  };
  const handleSubmit = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setOpen(null);
        void message.success(doneText[decision.verb]);
      },
    });

  return (
    <div>
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
      <DecisionModal
        open={open}
        pending={decide.isPending}
        error={decide.error}
        onSubmit={handleSubmit}
        onClose={() => setOpen(null)}
      />
    </div>
  );
};
