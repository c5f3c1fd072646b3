import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import type { QuestAdminInputDraft, QuestAdminItem } from '@contract/rewards/quest-admin';
import { formatBaht, formatNumber } from '@lib/format';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useQuestStatus, useQuests, useSaveQuest } from '../api/quests-api';
import { questStrings as t } from '../strings';
import { QuestForm } from './quest-form';

const targetText = (q: QuestAdminItem) =>
  q.task.type === 'deposit' || q.task.type === 'stake'
    ? `${formatBaht(q.task.target)} บาท${q.task.category ? ` · ${t.categories[q.task.category]}` : ''}`
    : `${formatNumber(q.task.target)}${q.task.game_code ? ` · ${q.task.game_code}` : ''}`;

const rewardText = (q: QuestAdminItem) =>
  q.reward.freebets
    ? `ฟรีเบท ${formatNumber(q.reward.freebets.bet_count)} ครั้ง x ${formatBaht(q.reward.freebets.bet_value)} บาท`
    : q.reward.type === 'credit'
      ? `${formatBaht(q.reward.amount)} บาท${q.turnover_multiplier > 0 ? ` · เทิร์น ${q.turnover_multiplier}x` : ''}`
      : `${formatNumber(q.reward.points)} พอยท์`;

/** Quests: the list with today's completions and claims; create, edit, pause (with rewards.manage). */
export const QuestsPage = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const quests = useQuests();
  const save = useSaveQuest();
  const status = useQuestStatus();
  const [editing, setEditing] = useState<{ item?: QuestAdminItem } | null>(null);
  const done = {
    onSuccess: () => message.success(t.saved),
    onError: (e: unknown) => message.error(errorText(e)),
  };
  const onSave = (data: QuestAdminInputDraft) =>
    save.mutate(
      { id: editing?.item?.id, data },
      { ...done, onSuccess: () => (done.onSuccess(), setEditing(null)) },
    );
  const setStatus = (id: number, next: 'active' | 'paused' | 'ended') =>
    status.mutate({ id, status: next }, done);

  return (
    <Card
      title={t.title}
      extra={
        mayManage && (
          <Button type="primary" onClick={() => setEditing({})} data-testid="quest-create">
            {t.create}
          </Button>
        )
      }
    >
      {quests.isError && <QueryError error={quests.error} onRetry={() => quests.refetch()} />}
      <Table<QuestAdminItem>
        rowKey="id"
        size="small"
        loading={quests.isLoading}
        dataSource={quests.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: true }}
        data-testid="quests-table"
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.period, render: (_, q) => t.periods[q.period] },
          { title: t.task, render: (_, q) => `${t.taskTypes[q.task.type]}: ${targetText(q)}` },
          { title: t.reward, render: (_, q) => rewardText(q) },
          { title: t.status, render: (_, q) => <Tag>{t.statuses[q.status]}</Tag> },
          { title: t.completed, dataIndex: 'completed', align: 'right' },
          { title: t.claimedToday, dataIndex: 'claimed_today', align: 'right' },
          {
            title: t.awarded,
            render: (_, q) => t.awardedText(q.awarded_count, formatBaht(q.awarded_amount)),
          },
          ...(mayManage
            ? [
                {
                  title: t.actions,
                  render: (_: unknown, q: QuestAdminItem) => (
                    <Space size="small">
                      <Button size="small" onClick={() => setEditing({ item: q })}>
                        {t.edit}
                      </Button>
                      {q.status === 'active' ? (
                        <Button size="small" onClick={() => setStatus(q.id, 'paused')}>
                          {t.pause}
                        </Button>
                      ) : (
                        q.status !== 'ended' && (
                          <Button size="small" onClick={() => setStatus(q.id, 'active')}>
                            {t.resume}
                          </Button>
                        )
                      )}
                      {q.status !== 'ended' && (
                        <Popconfirm title={t.endConfirm} onConfirm={() => setStatus(q.id, 'ended')}>
                          <Button size="small" danger>
                            {t.end}
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <QuestForm
        open={editing !== null}
        item={editing?.item}
        saving={save.isPending}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
    </Card>
  );
};
