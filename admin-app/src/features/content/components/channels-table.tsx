import { App, Alert, Button, InputNumber, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { channelRow, type ChannelRowAdmin } from '@contract/admin/content';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useContent, useSaveContent } from '../api/content-api';
import { contentStrings as t } from '../strings';

type Draft = { min: number; max: number; available: boolean; unavailable_reason: string };

/** Deposit channels: minimum, maximum, open or closed with the Thai reason members see; saved row by row. */
export const ChannelsTable = () => {
  const { message } = App.useApp();
  const channels = useContent<ChannelRowAdmin[]>('channels', import.meta.env.DEV && z.array(channelRow));
  const save = useSaveContent<ChannelRowAdmin>('channels', import.meta.env.DEV && channelRow);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const draftOf = (row: ChannelRowAdmin): Draft => drafts[row.id] ?? row;
  const edit = (row: ChannelRowAdmin, change: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [row.id]: { ...draftOf(row), ...change } }));
  const submit = (row: ChannelRowAdmin) =>
    save.mutate(
      { id: row.id, data: draftOf(row) },
      {
        onSuccess: () => {
          setDrafts({});
          message.success(t.saved);
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  if (channels.isError) return <QueryError error={channels.error} onRetry={() => channels.refetch()} />;
  const columns = [
    { title: t.channel.name, dataIndex: 'name' },
    {
      title: t.channel.min,
      render: (_: unknown, r: ChannelRowAdmin) => (
        <InputNumber
          min={0.01}
          precision={2}
          style={{ width: 140 }}
          value={draftOf(r).min}
          onChange={(v) => edit(r, { min: Number(v) })}
        />
      ),
    },
    {
      title: t.channel.max,
      render: (_: unknown, r: ChannelRowAdmin) => (
        <InputNumber
          min={0.01}
          precision={2}
          style={{ width: 140 }}
          value={draftOf(r).max}
          onChange={(v) => edit(r, { max: Number(v) })}
        />
      ),
    },
    {
      title: t.channel.available,
      render: (_: unknown, r: ChannelRowAdmin) => (
        <Switch
          checkedChildren={t.channel.open}
          unCheckedChildren={t.channel.closed}
          checked={draftOf(r).available}
          onChange={(v) => edit(r, { available: v })}
        />
      ),
    },
    {
      title: t.channel.reason,
      render: (_: unknown, r: ChannelRowAdmin) => (
        <Input
          maxLength={200}
          disabled={draftOf(r).available}
          value={draftOf(r).unavailable_reason}
          onChange={(e) => edit(r, { unavailable_reason: e.target.value })}
        />
      ),
    },
    {
      title: '',
      render: (_: unknown, r: ChannelRowAdmin) => (
        <Button
          type="primary"
          size="small"
          disabled={!drafts[r.id]}
          loading={save.isPending}
          onClick={() => submit(r)}
        >
          {t.save}
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {channels.data && !channels.data[0]?.own ? (
        <Alert type="info" showIcon message={t.channel.defaults} />
      ) : null}
      <Table
        rowKey="id"
        size="small"
        loading={channels.isLoading}
        dataSource={channels.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t.empty }}
      />
    </Space>
  );
};
