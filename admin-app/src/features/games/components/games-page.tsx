import { App, Card, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import type { GameAdmin, GameInput, ProviderAdmin, ProviderInput } from '@contract/admin/games';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useGames, useProviders, useSaveGames } from '../api/games-api';
import { gameStrings as t } from '../strings';
import { Hub88Card } from './hub88-card';
import { Hub88GamesApiCard } from './hub88-games-api-card';

/** Providers (status, order) and the agent's catalogue (enabled, hot list, order); each change saves at once. */
export const GamesPage = () => {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<{ provider?: string; q?: string }>({});
  const providers = useProviders();
  const games = useGames(filter);
  const saveProvider = useSaveGames<ProviderInput>('providers/');
  const saveGame = useSaveGames<GameInput>('');
  const done = {
    onSuccess: () => message.success(t.saved),
    onError: (e: unknown) => message.error(errorText(e)),
  };
  const provider = (p: ProviderAdmin, change: Partial<ProviderInput>) =>
    saveProvider.mutate({ id: p.id, data: { status: p.status, sort: p.sort, ...change } }, done);
  const game = (g: GameAdmin, change: Partial<GameInput>) =>
    saveGame.mutate({ id: g.id, data: { enabled: g.enabled, hot: g.hot, sort: g.sort, ...change } }, done);
  const statusOptions = Object.entries(t.statuses).map(([value, label]) => ({ value, label }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t.providers}>
        {providers.isError ? (
          <QueryError error={providers.error} onRetry={() => providers.refetch()} />
        ) : null}
        <Table<ProviderAdmin>
          rowKey="id"
          size="small"
          pagination={false}
          loading={providers.isLoading}
          dataSource={providers.data ?? []}
          locale={{ emptyText: t.empty }}
          columns={[
            { title: t.name, dataIndex: 'name' },
            { title: t.code, dataIndex: 'code' },
            { title: t.enabledCount, render: (_, p) => `${p.enabled_count} / ${p.game_count}` },
            {
              title: t.status,
              render: (_, p) => (
                <Select
                  value={p.status}
                  options={statusOptions}
                  style={{ width: 140 }}
                  onChange={(status) => provider(p, { status })}
                />
              ),
            },
            {
              title: t.sort,
              render: (_, p) => (
                <InputNumber
                  defaultValue={p.sort}
                  onBlur={(e) =>
                    Number(e.target.value) !== p.sort && provider(p, { sort: Number(e.target.value) })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
      <Hub88Card />
      <Hub88GamesApiCard />
      <Card title={t.games}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder={t.all}
            style={{ width: 200, maxWidth: '100%' }}
            options={(providers.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
            onChange={(provider?: string) => setFilter((f) => ({ ...f, provider }))}
          />
          <Input.Search
            allowClear
            placeholder={t.search}
            onSearch={(q) => setFilter((f) => ({ ...f, q: q || undefined }))}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </Space>
        {games.isError ? <QueryError error={games.error} onRetry={() => games.refetch()} /> : null}
        <Table<GameAdmin>
          rowKey="id"
          size="small"
          loading={games.isLoading}
          dataSource={games.data ?? []}
          locale={{ emptyText: t.empty }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          data-testid="games-table"
          columns={[
            { title: t.name, dataIndex: 'name' },
            { title: t.provider, dataIndex: 'provider_code' },
            { title: t.category, dataIndex: 'category', render: (c: string) => t.categories[c] ?? c },
            { title: t.status, dataIndex: 'status', render: (s: string) => <Tag>{t.statuses[s]}</Tag> },
            {
              title: t.enabled,
              render: (_, g) => <Switch checked={g.enabled} onChange={(enabled) => game(g, { enabled })} />,
            },
            {
              title: t.hot,
              render: (_, g) => <Switch checked={g.hot} onChange={(hot) => game(g, { hot })} />,
            },
            {
              title: t.sort,
              render: (_, g) => (
                <InputNumber
                  key={g.sort}
                  defaultValue={g.sort}
                  onBlur={(e) =>
                    Number(e.target.value) !== g.sort && game(g, { sort: Number(e.target.value) })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
};
