import { Button, Card, Input, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import type { ProviderAdmin } from '@contract/admin/games';
import type { StudioAdmin, StudioFields } from '@contract/admin/game-studios';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useSaveStudio, useStudios } from '../api/game-providers-api';
import { providerStrings as t } from '../strings';
import { StudioGames } from './studio-games';
import { useDone } from './use-done';

/**
 * A provider's studios: on or off, order, logo, game counts. Each save names the values this page showed
 * (`was`): when someone else changed the studio meanwhile the server refuses it in Thai and the list reloads.
 */
export const StudiosCard = ({ provider }: { provider: ProviderAdmin }) => {
  const studios = useStudios(provider.code);
  const save = useSaveStudio();
  const done = useDone();
  const [open, setOpen] = useState<StudioAdmin | null>(null);
  const change = (s: StudioAdmin, values: Partial<StudioFields>) => {
    const was = { status: s.status, sort: s.sort, logo: s.logo };
    save.mutate({ id: s.id, data: { ...was, ...values, was } }, done);
  };
  return (
    <>
      <Card title={t.studios(provider.name)} data-testid="studios-card">
        {studios.isError ? <QueryError error={studios.error} onRetry={() => studios.refetch()} /> : null}
        <Table<StudioAdmin>
          rowKey="id"
          size="small"
          loading={studios.isLoading}
          dataSource={studios.data ?? []}
          locale={{ emptyText: t.noStudios }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            {
              title: '',
              width: 56,
              render: (_, s) => (s.logo ? <img src={s.logo} alt="" width={40} height={40} /> : null),
            },
            { title: t.name, dataIndex: 'name' },
            { title: t.code, dataIndex: 'code' },
            { title: t.gameCount, render: (_, s) => `${s.enabled_count} / ${s.game_count}` },
            {
              title: t.status,
              render: (_, s) => (
                <Switch
                  aria-label={`${t.status} ${s.name}`}
                  checked={s.status === 'active'}
                  checkedChildren={t.studioOn}
                  unCheckedChildren={t.studioOff}
                  onChange={(on) => change(s, { status: on ? 'active' : 'disabled' })}
                />
              ),
            },
            {
              title: t.sort,
              render: (_, s) => (
                <InputNumber
                  key={s.sort}
                  aria-label={`${t.sort} ${s.name}`}
                  defaultValue={s.sort}
                  onBlur={(e) =>
                    Number(e.target.value) !== s.sort && change(s, { sort: Number(e.target.value) })
                  }
                />
              ),
            },
            {
              title: t.logo,
              render: (_, s) => (
                <Input
                  key={s.logo}
                  aria-label={`${t.logo} ${s.name}`}
                  defaultValue={s.logo}
                  placeholder={t.logoPlaceholder}
                  style={{ width: 220 }}
                  onBlur={(e) =>
                    e.target.value.trim() !== s.logo && change(s, { logo: e.target.value.trim() })
                  }
                />
              ),
            },
            {
              title: '',
              render: (_, s) => (
                <Button type={s.id === open?.id ? 'primary' : 'default'} onClick={() => setOpen(s)}>
                  {t.showGames}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {open ? <StudioGames key={open.id} studio={open} /> : null}
    </>
  );
};
