import { Alert, App, Badge, Button, Card, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import type { RichMenuKind, RichMenuPublication, RichMenuState } from '@contract/admin/rich-menus';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { useNarrow } from '@admin-app/ui/narrow';
import { Table } from '@admin-app/ui/table';
import { useRichMenuAction, useRichMenusQuery } from '../api/rich-menus-api';
import { richMenuStrings as t } from '../strings';
import { RichMenuEditor } from './rich-menu-editor';

/** The guest and member menus with what LINE shows now, publish and roll back, and the editor. */
export const RichMenuList = () => {
  const menus = useRichMenusQuery();
  const [editing, setEditing] = useState<RichMenuKind | null>(null);
  if (menus.isError) return <QueryError error={menus.error} onRetry={() => menus.refetch()} />;
  if (!menus.data) return <Skeleton active />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="rich-menus">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t.help}
        </Typography.Paragraph>
      </div>
      {menus.data.map((state) => (
        <RichMenuCard key={state.kind} state={state} onEdit={() => setEditing(state.kind)} />
      ))}
      {editing ? <RichMenuEditor kind={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
};

const statusBadge: Record<
  RichMenuPublication['status'],
  'success' | 'processing' | 'default' | 'warning' | 'error'
> = {
  live: 'success',
  creating: 'warning',
  superseded: 'default',
  rolled_back: 'default',
  abandoned: 'error',
};

type RichMenuCardProps = { state: RichMenuState; onEdit: () => void };

const RichMenuCard = ({ state, onEdit }: RichMenuCardProps) => {
  const { message } = App.useApp();
  // On a phone the buttons go under the title: beside it they cut the menu's name to "เมนูผู้...".
  const narrow = useNarrow();
  const publish = useRichMenuAction(state.kind, 'publish');
  const rollback = useRichMenuAction(state.kind, 'rollback');
  const { draft, live, pending, previous } = state;
  const run = (mutation: typeof publish, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => void message.success(done),
      onError: (error) => void message.error(errorText(error)),
    });
  const failed = publish.error ?? rollback.error;
  const actions = (
    <Space wrap>
      <Button onClick={onEdit}>{draft ? t.edit : t.create}</Button>
      <Popconfirm
        title={t.publishConfirm}
        okText={t.confirm}
        cancelText={t.cancel}
        onConfirm={() => run(publish, t.published)}
        disabled={!draft}
      >
        <Button type="primary" disabled={!draft} loading={publish.isPending}>
          {t.publish}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={previous ? t.rollbackConfirm(previous.version) : ''}
        okText={t.confirm}
        cancelText={t.cancel}
        onConfirm={() => run(rollback, t.rolledBack)}
        disabled={!previous}
      >
        <Button disabled={!previous} loading={rollback.isPending}>
          {t.rollback}
        </Button>
      </Popconfirm>
    </Space>
  );
  return (
    <Card title={t.kinds[state.kind]} data-testid={`rich-menu-${state.kind}`} extra={narrow ? null : actions}>
      {narrow ? <div style={{ marginBottom: 12 }}>{actions}</div> : null}
      {failed ? (
        <Alert type="error" showIcon message={errorText(failed)} style={{ marginBottom: 12 }} />
      ) : null}
      {pending ? <Alert type="warning" showIcon message={t.pending} style={{ marginBottom: 12 }} /> : null}
      <Space direction="vertical">
        <Typography.Text>
          {live ? t.live(live.version, formatDateTime(live.published_at ?? live.created_at)) : t.notPublished}
        </Typography.Text>
        <Typography.Text type="secondary">
          {draft ? t.draftVersion(draft.version) : t.noDraft}
        </Typography.Text>
        {/* An alert, not antd's warning text: its light orange on white is hard to read. */}
        {draft && live && draft.version !== live.version ? (
          <Alert type="warning" showIcon message={t.unpublishedChanges} />
        ) : null}
      </Space>
      {state.history.length > 0 ? (
        <Table<RichMenuPublication>
          size="small"
          style={{ marginTop: 12 }}
          rowKey="id"
          pagination={false}
          dataSource={state.history}
          title={() => t.history}
          columns={[
            { title: t.columns.version, dataIndex: 'version', width: 80 },
            {
              title: t.columns.status,
              dataIndex: 'status',
              render: (status: RichMenuPublication['status']) => (
                <Badge status={statusBadge[status]} text={t.statuses[status]} />
              ),
            },
            {
              title: t.columns.at,
              dataIndex: 'published_at',
              render: (at: string | null) => (at ? formatDateTime(at) : '-'),
            },
            { title: t.columns.by, dataIndex: 'created_by' },
          ]}
        />
      ) : null}
    </Card>
  );
};
