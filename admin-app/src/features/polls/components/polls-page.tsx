import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import type { PollAdminInput, PollAdminItem } from '@contract/poll/poll-admin';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { usePollAction, usePolls } from '../api/polls-api';
import { pollStrings as t } from '../strings';
import { PollForm } from './poll-form';
import { PollWinnersModal } from './poll-winners';

type Props = { staffId: number; mayConfirm: boolean };

/**
 * Polls: the list with votes and what was paid; create, edit, open, close; the answer set by one staff member
 * and confirmed (or refused with a reason) by another, who may not be the one who set it.
 */
export const PollsPage = ({ staffId, mayConfirm }: Props) => {
  const { message } = App.useApp();
  const polls = usePolls();
  const action = usePollAction();
  const [editing, setEditing] = useState<{ item?: PollAdminItem } | null>(null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [winnersOf, setWinnersOf] = useState<number | null>(null);
  const run = (a: Parameters<typeof action.mutate>[0], after?: () => void) =>
    action.mutate(a, {
      onSuccess: () => (message.success(t.saved), after?.()),
      onError: (e) => message.error(errorText(e)),
    });

  const answerCell = (p: PollAdminItem) => {
    const label = (id: number | null) => p.choices.find((c) => c.id === id)?.label ?? '';
    if (p.prize_mode === 'none') return '-';
    if (p.answer_choice_id !== null) return <Tag color="green">{label(p.answer_choice_id)}</Tag>;
    if (p.pending_answer) {
      const mine = p.pending_answer.entered_by === staffId;
      return (
        <Space direction="vertical" size={4}>
          <span>
            {label(p.pending_answer.choice_id)} · {t.pendingBy(p.pending_answer.entered_by_name)}
          </span>
          {mayConfirm && (mine ? <span>{t.notYours}</span> : null)}
          {mayConfirm && !mine && (
            <Space size="small" wrap>
              <Popconfirm title={t.confirmAsk} onConfirm={() => run({ kind: 'confirm', id: p.id })}>
                <Button size="small" type="primary">
                  {t.confirm}
                </Button>
              </Popconfirm>
              <Input
                size="small"
                placeholder={t.rejectReason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ width: 160 }}
              />
              <Button
                size="small"
                danger
                disabled={reason.trim() === ''}
                onClick={() => run({ kind: 'reject', id: p.id, reason }, () => setReason(''))}
              >
                {t.reject}
              </Button>
            </Space>
          )}
        </Space>
      );
    }
    if (p.phase !== 'closed') return '-';
    return (
      <Space size="small">
        <Select
          size="small"
          style={{ minWidth: 120 }}
          placeholder={t.answer}
          value={answers[p.id]}
          onChange={(v: number) => setAnswers({ ...answers, [p.id]: v })}
          options={p.choices.map((c) => ({ value: c.id, label: c.label }))}
        />
        <Button
          size="small"
          disabled={answers[p.id] === undefined}
          onClick={() => run({ kind: 'answer', id: p.id, choiceId: answers[p.id]! })}
        >
          {t.setAnswer}
        </Button>
      </Space>
    );
  };

  return (
    <Card
      title={t.title}
      extra={
        <Button type="primary" onClick={() => setEditing({})} data-testid="poll-create">
          {t.create}
        </Button>
      }
    >
      {polls.isError && <QueryError error={polls.error} onRetry={() => polls.refetch()} />}
      <Table<PollAdminItem>
        rowKey="id"
        size="small"
        loading={polls.isLoading}
        dataSource={polls.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: true }}
        data-testid="polls-table"
        columns={[
          { title: t.name, render: (_, p) => `#${p.id} ${p.title}` },
          {
            title: t.phase,
            render: (_, p) => <Tag>{p.status === 'draft' ? t.draft : t.phases[p.phase]}</Tag>,
          },
          {
            title: t.times,
            render: (_, p) => `${formatThaiDateTime(p.opens_at)} - ${formatThaiDateTime(p.closes_at)}`,
          },
          {
            title: t.prize,
            render: (_, p) =>
              p.prize_mode === 'none'
                ? t.prizeModes.none
                : `${t.prizeModes[p.prize_mode]} ${formatBaht(p.prize)}`,
          },
          {
            title: t.votes,
            render: (_, p) => (
              <Space direction="vertical" size={0}>
                <span>{t.votesText(p.votes, p.voters)}</span>
                {p.choices.map((c) => (
                  <small key={c.id}>
                    {c.label}: {c.votes}
                  </small>
                ))}
              </Space>
            ),
          },
          { title: t.answer, render: (_, p) => answerCell(p) },
          {
            title: t.paid,
            render: (_, p) =>
              p.status === 'answered' ? (
                <Button size="small" type="link" onClick={() => setWinnersOf(p.id)}>
                  {t.paidText(p.winners, formatBaht(p.paid))}
                </Button>
              ) : (
                '-'
              ),
          },
          {
            title: t.actions,
            render: (_, p) =>
              p.status === 'answered' ? null : (
                <Space size="small">
                  <Button size="small" onClick={() => setEditing({ item: p })}>
                    {t.edit}
                  </Button>
                  {p.status === 'open' ? (
                    <Button size="small" onClick={() => run({ kind: 'status', id: p.id, status: 'closed' })}>
                      {t.close}
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => run({ kind: 'status', id: p.id, status: 'open' })}>
                      {t.open}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <PollForm
        open={editing !== null}
        item={editing?.item}
        saving={action.isPending}
        onSave={(data: PollAdminInput) =>
          run({ kind: 'save', id: editing?.item?.id, data }, () => setEditing(null))
        }
        onCancel={() => setEditing(null)}
      />
      <PollWinnersModal pollId={winnersOf} onClose={() => setWinnersOf(null)} />
    </Card>
  );
};
