import { Button, Card, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ProviderAdmin, ProviderInput } from '@contract/admin/games';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useProviderList, useSaveProvider } from '../api/game-providers-api';
import { providerStrings as t } from '../strings';
import { GgrShares } from './ggr-shares';
import { StudiosCard } from './studios-card';
import { useDone } from './use-done';

/** Providers (status, order), then the chosen provider's studios, a studio's games, and the GGR shares owed. */
export const ProvidersPage = () => {
  const providers = useProviderList();
  const save = useSaveProvider();
  const done = useDone();
  const [chosen, setChosen] = useState<number | null>(null);
  const provider = providers.data?.find((p) => p.id === chosen) ?? null;
  // Each save names what this page showed (`was`): a provider changed meanwhile is refused in Thai.
  const change = (p: ProviderAdmin, values: Partial<ProviderInput>) => {
    const was = { status: p.status, sort: p.sort };
    save.mutate({ id: p.id, data: { ...was, ...values, was } }, done);
  };
  const statusOptions = Object.entries(t.providerStatuses).map(([value, label]) => ({ value, label }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="game-providers-page">
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      </div>
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
            { title: t.gameCount, render: (_, p) => `${p.enabled_count} / ${p.game_count}` },
            {
              title: t.status,
              render: (_, p) => (
                <Select
                  aria-label={`${t.status} ${p.name}`}
                  value={p.status}
                  options={statusOptions}
                  style={{ width: 140 }}
                  onChange={(status) => change(p, { status })}
                />
              ),
            },
            {
              title: t.sort,
              render: (_, p) => (
                <InputNumber
                  key={p.sort}
                  aria-label={`${t.sort} ${p.name}`}
                  defaultValue={p.sort}
                  onBlur={(e) =>
                    Number(e.target.value) !== p.sort && change(p, { sort: Number(e.target.value) })
                  }
                />
              ),
            },
            {
              title: '',
              render: (_, p) => (
                <Button type={p.id === chosen ? 'primary' : 'default'} onClick={() => setChosen(p.id)}>
                  {t.showStudios}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {provider ? (
        <>
          <StudiosCard key={provider.id} provider={provider} />
          <GgrShares provider={provider} />
        </>
      ) : null}
    </Space>
  );
};
